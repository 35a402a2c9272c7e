import {
  contactFormReducer,
  initialFormStatus,
  readMessage,
  simulateSend,
  SUCCESS_PANEL_MS,
  type ContactFormEvent,
  type ContactMessage,
  type FormStatus,
} from "../../../lib/contact-form"
import { defineIsland, islandContract } from "../../../islands/contract"
import { afterNextPaint, cleanupAll, listen } from "../../../islands/dom"
import type { SendResult } from "./toaster"

/** The contact form's contract: the form, the panel shown after a send, and the notifications' texts. */
export const contactFormContract = islandContract({
  name: "contact-form",
  targets: {
    form: "one",
    idleLabel: "one",
    submittingLabel: "one",
    sentPanel: "one",
    sentHeading: "one",
    sendAnother: "one",
  },
  values: {} as {
    /** On the root: the notifications' texts (data/site.json contact.toasts). */
    successTitle: string
    successDescription: string
    failureTitle: string
    failureDescription: string
  },
})

type Send = (message: ContactMessage) => Promise<void>

/**
 * The toaster (Chakra, with React) loads while the message is being sent: not with the page,
 * and not within the click on Send, whose response must paint at once.
 */
const loadToaster = () => import("../../../islands/toaster-root")

/**
 * The message form's states on server-rendered markup: idle, submitting (fields and button
 * disabled, the button says it is sending), sent (the panel replaces the form for 5 s, or
 * until "Send another message"). Sending is simulated: nothing the visitor types leaves the
 * browser. `send` is replaceable for tests.
 */
export function createContactForm(send: Send = simulateSend) {
  return defineIsland(contactFormContract, (context) => {
    const { root, read } = context
    const form = context.one<HTMLFormElement>("form")
    const panel = context.one("sentPanel")
    const labels = { idle: context.one("idleLabel"), submitting: context.one("submittingLabel") }
    const controls = Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement>("input, textarea, button"))
    let status: FormStatus = initialFormStatus
    let panelTimer: ReturnType<typeof setTimeout> | undefined
    let attached = true

    /** Tells the visitor how a send went, in the texts the root carries. */
    const notify = async (result: SendResult) => {
      const { showSendResult } = await loadToaster()
      const success = result === "success"
      showSendResult(result, {
        title: read(root, success ? "successTitle" : "failureTitle") ?? "",
        description: read(root, success ? "successDescription" : "failureDescription") ?? "",
      })
    }
    const show = () => {
      const submitting = status === "submitting"
      for (const control of controls) control.disabled = submitting
      labels.idle.hidden = submitting
      labels.submitting.hidden = !submitting
      const sent = status === "sent"
      if (form.hidden !== sent) {
        form.hidden = sent
        panel.hidden = !sent
        if (sent) context.one("sentHeading").focus()
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
        void notify("success")
        panelTimer = setTimeout(() => dispatch({ type: "reset" }), SUCCESS_PANEL_MS)
      } catch {
        if (!attached) return
        dispatch({ type: "failed" })
        void notify("failure")
      }
    }
    const sendAnother = () => {
      clearTimeout(panelTimer)
      dispatch({ type: "reset" })
    }

    context.enableControls()
    return cleanupAll([
      listen(form, "submit", (event) => void submit(event as SubmitEvent)),
      listen(context.one("sendAnother"), "click", sendAnother),
      () => {
        attached = false
        clearTimeout(panelTimer)
      },
    ])
  })
}

export const contactForm = createContactForm()
