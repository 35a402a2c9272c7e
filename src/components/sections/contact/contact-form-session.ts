/**
 * The contact form at work, once the visitor starts on it (contact-form.island.ts loads this
 * chunk then, not with the page): the states on the server-rendered markup, idle, submitting
 * (fields and button disabled, the button says it is sending), sent (the panel replaces the
 * form for 5 s, or until "Send another message"); after a failure every field keeps what the
 * visitor typed and a mailto: link to the owner carries it. How it is sent follows the root's
 * `delivery` (simulated by default: nothing leaves the browser); `sendOverride` is for tests.
 */
import {
  contactFormReducer,
  initialFormStatus,
  type NotSent,
  MESSAGE_FIELDS,
  readFields,
  readMessage,
  SEND_TIMEOUT_MS,
  settleWithin,
  simulateSend,
  SUCCESS_PANEL_MS,
  type ContactFormEvent,
  type ContactMessage,
  type FormStatus,
} from "../../../shared/contact-form"
import type { DeliveryMode } from "../../../shared/delivery-modes"
import { mailtoHref } from "../../../shared/mailto"
import type { ContextOf } from "../../../islands/contract"
import { afterNextPaint, cleanupAll, listen } from "../../../islands/dom"
import type { contactFormContract } from "./contact-form.contract"
import type { SendResult } from "./toaster"

/** What is sent: the message, every field of the form as Send found it, and where it goes. */
export interface Outgoing {
  message: ContactMessage
  fields: Record<string, string>
  action: string
  /** How long the form had been open, in milliseconds. */
  fillMs: number
  /** Aborted when the island stops waiting (SEND_TIMEOUT_MS). */
  signal?: AbortSignal
}

type Send = (outgoing: Outgoing) => Promise<void>

/**
 * The toaster (Chakra, with React) loads while the message is being sent: not with the page,
 * and not within the click on Send, whose response must paint at once.
 */
const loadToaster = () => import("./toaster-root")

const loadDelivery = () => import("./deliver")

/**
 * The delivery the owner chose: simulated, or the host's, with what it needs loaded once the
 * visitor starts on the form (so that a connection lost before Send still gets its answer).
 */
function deliveryFor(delivery: DeliveryMode | undefined): { send: Send; preload?: () => void } {
  if (delivery === "netlify" || delivery === "email") {
    return {
      send: async ({ action, fields, fillMs, signal }) => (await loadDelivery()).deliver(delivery, action, fields, fillMs, signal),
      preload: () => void Promise.all([loadDelivery(), loadToaster()]).catch(() => undefined),
    }
  }
  return { send: ({ message }) => simulateSend(message) }
}

/** What the island holds of a session: sending what the form holds, and stopping. */
export interface Session {
  submit(): Promise<void>
  stop(): void
}

/** Starts the form's session on the island's root; `startedAt` is when the form began (the island's start). */
export function startSession(context: ContextOf<typeof contactFormContract>, startedAt: number, sendOverride?: (message: ContactMessage) => Promise<void>): Session {
  const { root, read } = context
  const form = context.one<HTMLFormElement>("form")
  const panel = context.one("sentPanel")
  const labels = { idle: context.one("idleLabel"), submitting: context.one("submittingLabel") }
  const controls = Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement>("input, textarea, button"))
  let status: FormStatus = initialFormStatus
  let panelTimer: ReturnType<typeof setTimeout> | undefined
  let attached = true
  const { send, preload } = sendOverride
    ? { send: ({ message }: Outgoing) => sendOverride(message), preload: undefined }
    : deliveryFor(read(root, "delivery"))
  const failureHelp = context.one("failureHelp")
  const mailtoLink = context.one<HTMLAnchorElement>("mailtoLink")
  const mayHaveArrived = context.one("mayHaveArrived")

  /** Tells the visitor how a send went, in the texts the root carries (or the description given). */
  const notify = async (result: SendResult, description?: string | null) => {
    // Without the toaster (its file lost with the connection) the failure help still shows.
    const toaster = await loadToaster().catch(() => undefined)
    if (!toaster) return
    const { showSendResult } = toaster
    const success = result === "success"
    showSendResult(result, {
      title: read(root, success ? "successTitle" : "failureTitle"),
      description: description || read(root, success ? "successDescription" : "failureDescription"),
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
  // The message's fields are emptied by their value (form.reset() would work too, but bypasses
  // the value setter that editing tools, password managers and test drivers follow); hidden
  // fields such as Netlify's form-name keep theirs.
  const clearFields = () => {
    for (const name of MESSAGE_FIELDS) {
      const field = form.elements.namedItem(name)
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = ""
    }
  }
  /** The mailto: link carries the message as it is now, edits after the failure included. */
  const updateMailto = () => {
    mailtoLink.href = mailtoHref(read(root, "ownerEmail"), readMessage(form))
  }
  const dispatch = (event: ContactFormEvent) => {
    status = contactFormReducer(status, event)
    show()
  }

  const submit = async () => {
    if (status !== "idle") return
    const outgoing: Outgoing = {
      message: readMessage(form),
      fields: readFields(form),
      action: form.getAttribute("action") || "",
      fillMs: performance.now() - startedAt,
    }
    // Send is disabled while sending; after a failure the focus goes back where it was.
    const focused = document.activeElement
    dispatch({ type: "submit" })
    failureHelp.hidden = true
    afterNextPaint(() => void loadToaster().catch(() => undefined))
    try {
      await settleWithin((signal) => send({ ...outgoing, signal }), SEND_TIMEOUT_MS)
      if (!attached) return
      clearFields()
      dispatch({ type: "sent" })
      void notify("success")
      panelTimer = setTimeout(() => dispatch({ type: "reset" }), SUCCESS_PANEL_MS)
    } catch (error) {
      if (!attached) return
      // "Couldn't be sent" is never said of a message that may have gone out.
      const uncertain = (error as NotSent).mayHaveArrived === true
      dispatch({ type: "failed" })
      updateMailto()
      mayHaveArrived.hidden = !uncertain
      failureHelp.hidden = false
      if (focused instanceof HTMLElement && form.contains(focused)) focused.focus()
      void notify("failure", uncertain ? mayHaveArrived.textContent : undefined)
    }
  }
  const sendAnother = () => {
    clearTimeout(panelTimer)
    dispatch({ type: "reset" })
  }

  // What the chosen delivery needs (its module, the toaster) loads now the visitor has started.
  if (preload) preload()
  const stop = cleanupAll([
    listen(form, "input", () => {
      if (!failureHelp.hidden) updateMailto()
    }),
    listen(context.one("sendAnother"), "click", sendAnother),
    () => {
      attached = false
      clearTimeout(panelTimer)
    },
  ])
  return { submit, stop }
}
