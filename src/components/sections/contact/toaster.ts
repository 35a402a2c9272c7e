import { createToaster } from "@chakra-ui/react"

/** A notification's words, from data/site.json "contact.toasts". */
export type ToastText = Pick<Queries.ToastText, "title" | "description">

/** The spec's notification defaults: 5 s before a toast closes; Alt+T focuses the toasts. */
export const TOAST_DURATION_MS = 5000

export const toaster = createToaster({
  placement: "bottom-end",
  duration: TOAST_DURATION_MS,
  hotkey: ["altKey", "KeyT"],
  pauseOnPageIdle: true,
})

export type SendResult = "success" | "failure"

/** Tells the visitor how a send went, in the texts of data/site.json "contact.toasts". */
export function notifySendResult(result: SendResult, { title, description }: ToastText): void {
  toaster.create({ title, description, type: result === "success" ? "success" : "error" })
}
