import { useCallback, useEffect, useReducer, useRef } from "react"
import {
  contactFormReducer,
  initialFormStatus,
  simulateSend,
  SUCCESS_PANEL_MS,
  type ContactMessage,
} from "../../../lib/contact-form"

type Send = (message: ContactMessage) => Promise<void>

type ToastKind = "success" | "failure"

/** The toaster's code (and its store) loads on the first toast, not with the page. */
async function notify(kind: ToastKind): Promise<void> {
  const { FAILURE_TOAST, SUCCESS_TOAST, toaster } = await import("./toaster")
  toaster.create(kind === "success" ? SUCCESS_TOAST : FAILURE_TOAST)
}

/** Runs the form's state machine with its timers: the simulated send and the success panel. */
export function useContactForm(send: Send = simulateSend) {
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
        void notify("success")
        panelTimer.current = setTimeout(() => dispatch({ type: "reset" }), SUCCESS_PANEL_MS)
      } catch {
        if (!mounted.current) return
        dispatch({ type: "failed" })
        void notify("failure")
      }
    },
    [send, status]
  )

  const reset = useCallback(() => {
    clearTimeout(panelTimer.current)
    dispatch({ type: "reset" })
  }, [])

  return { status, submit, reset }
}
