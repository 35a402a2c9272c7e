import React from "react"
import { createRoot } from "react-dom/client"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import { ChakraProvider } from "@chakra-ui/react"
import { system } from "../../../theme/system"
import Toaster from "./Toaster"
import { notifySendResult, type SendResult, type ToastText } from "./toaster"

let mounted = false

/**
 * Chakra's toaster, in a React root of its own: the only part of the page that React renders
 * in the browser, and only after the visitor has used the contact form. Its emotion cache
 * has its own key, so the page's server-rendered styles are left alone; the provider adds
 * the design tokens (the page's HTML carries only those it uses) but not the reset again.
 */
function mountToaster(): void {
  if (mounted) return
  mounted = true
  const host = document.createElement("div")
  document.body.append(host)
  createRoot(host).render(
    <CacheProvider value={createCache({ key: "toast" })}>
      <ChakraProvider value={{ ...system, _global: [system.getTokenCss()] }}>
        <Toaster />
      </ChakraProvider>
    </CacheProvider>
  )
}

export function showSendResult(result: SendResult, text: ToastText): void {
  mountToaster()
  notifySendResult(result, text)
}
