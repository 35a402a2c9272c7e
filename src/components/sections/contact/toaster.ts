import { createToaster } from "@chakra-ui/react"

/** The spec's notification defaults: 5 s before a toast closes; Alt+T focuses the toasts. */
export const TOAST_DURATION_MS = 5000

export const toaster = createToaster({
  placement: "bottom-end",
  duration: TOAST_DURATION_MS,
  hotkey: ["altKey", "KeyT"],
  pauseOnPageIdle: true,
})

export const SUCCESS_TOAST = {
  title: "Message sent successfully!",
  description: "Thank you for reaching out. I'll get back to you soon.",
  type: "success",
} as const

export const FAILURE_TOAST = {
  title: "Something went wrong",
  description: "Your message couldn't be sent. Please try again.",
  type: "error",
} as const
