import { useCallback, useEffect, useReducer, useRef } from "react"
import {
  contactFormReducer,
  initialContactFormState,
  simulateSend,
  SUCCESS_PANEL_MS,
  type ContactMessage,
} from "../../../lib/contact-form"
import { FAILURE_TOAST, SUCCESS_TOAST, toaster } from "./toaster"

type Send = (message: ContactMessage) => Promise<void>

/** Runs the form's state machine with its timers: the simulated send and the success panel. */
export function useContactForm(send: Send = simulateSend) {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState)
  const panelTimer = useRef<ReturnType<typeof setTimeout>>()
  const mounted = useRef(true)

  useEffect(
    () => () => {
      mounted.current = false
      clearTimeout(panelTimer.current)
    },
    []
  )

  const change = useCallback(
    (field: keyof ContactMessage, value: string) => dispatch({ type: "change", field, value }),
    []
  )

  const submit = useCallback(async () => {
    if (state.status !== "idle") return
    dispatch({ type: "submit" })
    try {
      await send(state.values)
      if (!mounted.current) return
      dispatch({ type: "sent" })
      toaster.create(SUCCESS_TOAST)
      panelTimer.current = setTimeout(() => dispatch({ type: "reset" }), SUCCESS_PANEL_MS)
    } catch {
      if (!mounted.current) return
      dispatch({ type: "failed" })
      toaster.create(FAILURE_TOAST)
    }
  }, [send, state.status, state.values])

  const reset = useCallback(() => {
    clearTimeout(panelTimer.current)
    dispatch({ type: "reset" })
  }, [])

  return { ...state, change, submit, reset }
}
