import { defineIsland, islandContract } from "../../islands/contract"
import { cleanupAll, listen } from "../../islands/dom"

/** A text with a Copy button: the text, the button, and where the result is said. */
export const copyTextContract = islandContract({
  name: "copy-text",
  targets: { text: "one", button: "one", status: "one" },
  values: {
    /** On the root: said once the text is copied. */
    copied: "",
    /** On the root: said when the clipboard is refused and the text is selected instead. */
    selected: "",
  },
})

/** How long the result stays said. */
export const COPY_RESULT_SHOWN_MS = 2500

/**
 * Copies the text to the clipboard and says so, visibly and to screen readers (the status is
 * a live region), for a moment. Where the clipboard is refused (no permission, an insecure
 * page, an old browser) the text is selected instead, for the visitor to copy themselves.
 */
export const copyText = defineIsland(copyTextContract, ({ root, one, read, enableControls }) => {
  const text = one("text")
  const status = one("status")
  let timer: ReturnType<typeof setTimeout> | undefined
  let attached = true

  const say = (words: string | null) => {
    // The clipboard may answer after the island was stopped (a page left, a test ended).
    if (!attached) return
    clearTimeout(timer)
    status.textContent = words || ""
    timer = setTimeout(() => {
      status.textContent = ""
    }, COPY_RESULT_SHOWN_MS)
  }
  const select = () => {
    const range = document.createRange()
    range.selectNodeContents(text)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text.textContent || "")
      say(read(root, "copied"))
    } catch {
      select()
      say(read(root, "selected"))
    }
  }

  enableControls()
  return cleanupAll([
    listen(one("button"), "click", () => void copy()),
    () => {
      attached = false
      clearTimeout(timer)
    },
  ])
})
