import { useCallback, useEffect, useReducer, useRef } from "react"
import {
  contactFormReducer,
  initialFormStatus,
  simulateSend,
  SUCCESS_PANEL_MS,
  type ContactMessage,
} from "../../../lib/contact-form"
import type { SendResult } from "./toaster"
import type { ContactToastsText } from "./types"

type Send = (message: ContactMessage) => Promise<void>

interface ContactFormOptions {
  /** The notifications' texts. */
  toasts: ContactToastsText
  /** Delivers the message; the site only simulates it. */
  send?: Send
}

/** The toaster's code (and its store) loads on the first toast, not with the page. */
async function notify(result: SendResult, toasts: ContactToastsText): Promise<void> {
  const { notifySendResult } = await import("./toaster")
  notifySendResult(result, toasts)
}

/** Runs the form's state machine with its timers: the simulated send and the success panel. */
export function useContactForm({ toasts, send = simulateSend }: ContactFormOptions) {
  const [status, dispatch] = useReducer(contactFormReducer, initialFormStatus)
  const panelTimer = useRef<ReturnType<typeof setTimeout>>()
  const mounted = useRef(true)

  useEffect(() => {
    // Set on every mount: StrictMode and Fast Refresh unmount and remount effects, and a
    // flag left false would leave the form stuck on "Sending message...".
    mounted.current = true
    return () => {
      mounted.current = false
      clearTimeout(panelTimer.current)
    }
  }, [])

  const submit = useCallback(
    async (message: ContactMessage) => {
      if (status !== "idle") return
      dispatch({ type: "submit" })
      try {
        await send(message)
        if (!mounted.current) return
        dispatch({ type: "sent" })
        void notify("success", toasts)
        panelTimer.current = setTimeout(() => dispatch({ type: "reset" }), SUCCESS_PANEL_MS)
      } catch {
        if (!mounted.current) return
        dispatch({ type: "failed" })
        void notify("failure", toasts)
      }
    },
    [send, status, toasts]
  )

  const reset = useCallback(() => {
    clearTimeout(panelTimer.current)
    dispatch({ type: "reset" })
  }, [])

  return { status, submit, reset }
}
