import {
  contactFormReducer,
  initialFormStatus,
  readMessage,
  simulateSend,
  SUCCESS_PANEL_MS,
  type ContactFormEvent,
  type ContactMessage,
  type FormStatus,
} from "../lib/contact-form"
import type { SendResult } from "../components/sections/contact/toaster"
import { afterNextPaint, all, cleanupAll, enableControls, listen } from "./dom"
import type { Island } from "./types"

type Send = (message: ContactMessage) => Promise<void>

/**
 * The toaster (Chakra, with React) loads while the message is being sent: not with the page,
 * and not within the click on Send, whose response must paint at once.
 */
const loadToaster = () => import("./toaster-root")

/** Tells the visitor how a send went, in the texts the form carries (data/site.json contact.toasts). */
async function notify(result: SendResult, form: HTMLElement): Promise<void> {
  const { showSendResult } = await loadToaster()
  const texts = form.dataset
  showSendResult(result, {
    title: (result === "success" ? texts.toastSuccessTitle : texts.toastFailureTitle) ?? "",
    description: (result === "success" ? texts.toastSuccessDescription : texts.toastFailureDescription) ?? "",
  })
}

/**
 * The message form's states on server-rendered markup: idle, submitting (fields and button
 * disabled, the button says it is sending), sent (the panel replaces the form for 5 s, or
 * until "Send another message"). Sending is simulated: nothing the visitor types leaves the
 * browser. `send` is replaceable for tests.
 */
export function contactForm(send: Send = simulateSend): Island {
  return (root) => {
    const form = root.querySelector<HTMLFormElement>("form")
    const panel = root.querySelector<HTMLElement>("[data-sent-panel]")
    if (!form || !panel) return () => {}
    const controls = all<HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement>(form, "input, textarea, button")
    let status: FormStatus = initialFormStatus
    let panelTimer: ReturnType<typeof setTimeout> | undefined
    let attached = true

    const show = () => {
      const submitting = status === "submitting"
      for (const control of controls) control.disabled = submitting
      for (const label of all(form, "[data-while]")) label.hidden = label.dataset.while !== (submitting ? "submitting" : "idle")
      const sent = status === "sent"
      if (form.hidden !== sent) {
        form.hidden = sent
        panel.hidden = !sent
        if (sent) panel.querySelector<HTMLElement>("[data-sent-heading]")?.focus()
      }
    }
    // Each field is emptied by its value (form.reset() would work too, but bypasses the value
    // setter that editing tools, password managers and test drivers follow).
    const clearFields = () => {
      for (const control of controls) if (!(control instanceof HTMLButtonElement)) control.value = ""
    }
    const dispatch = (event: ContactFormEvent) => {
      status = contactFormReducer(status, event)
      show()
    }

    const submit = async (event: SubmitEvent) => {
      event.preventDefault()
      if (status !== "idle") return
      const message = readMessage(form)
      dispatch({ type: "submit" })
      afterNextPaint(() => void loadToaster())
      try {
        await send(message)
        if (!attached) return
        clearFields()
        dispatch({ type: "sent" })
        void notify("success", form)
        panelTimer = setTimeout(() => dispatch({ type: "reset" }), SUCCESS_PANEL_MS)
      } catch {
        if (!attached) return
        dispatch({ type: "failed" })
        void notify("failure", form)
      }
    }
    const sendAnother = () => {
      clearTimeout(panelTimer)
      dispatch({ type: "reset" })
    }

    enableControls(root)
    return cleanupAll([
      listen(form, "submit", (event) => void submit(event as SubmitEvent)),
      ...all(panel, "button[data-send-another]").map((button) => listen(button, "click", sendAnother)),
      () => {
        attached = false
        clearTimeout(panelTimer)
      },
    ])
  }
}
