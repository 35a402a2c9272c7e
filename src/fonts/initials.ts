/** The letters the site icon shows for the owner's name: those its fonts can draw. */
import { canDrawWith } from "./coverage"
import { SHARE_IMAGE_FONTS } from "./image-fonts"

const canDraw = (char: string): boolean => canDrawWith(SHARE_IMAGE_FONTS, char)

/** Shown on the icon when not one letter of the name can be drawn. */
export const FALLBACK_MARK = "</>"

/** The first letter of a word, "Ōtieno" → "Ō" (whole characters, accents composed). */
const firstLetter = (word: string) => Array.from(word.normalize("NFC"))[0].toUpperCase()

/**
 * "Brian Kamau" → "BK". An initial that cannot be drawn is left out; if none is left, the
 * first letter of the name that can be drawn, else FALLBACK_MARK.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  const drawable = letters.map(firstLetter).filter(canDraw)
  if (drawable.length > 0) return drawable.join("")
  const anyLetter = Array.from(name.normalize("NFC")).find((char) => /\p{L}/u.test(char) && canDraw(char))
  return anyLetter ? anyLetter.toUpperCase() : FALLBACK_MARK
}

/** The initials the icon would show if every character could be drawn: "李明" → "李". */
export const wantedInitials = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean)
  return (words.length > 1 ? [words[0], words[words.length - 1]] : words).map(firstLetter).join("")
}
