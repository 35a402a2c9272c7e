import React from "react"
import { Portal, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react"
import { printAs } from "../../../theme/print-markers"
import { toaster } from "./toaster"

/** Renders the contact form's toasts; loaded only once the visitor starts on the form. */
export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }} {...printAs("hide")}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
