/**
 * Which characters a set of font files can draw, for everything the build draws with its own
 * fonts rather than the visitor's: the share images and icon (src/build-time/publish/share-images.ts)
 * and the résumé and CV PDFs (src/build-time/cv-pdf/). Each says what it cannot draw with the same rule,
 * and `npm run check` warns about it naming the field.
 */
import fs from "fs"
import { create as createFont, type Font } from "fontkit"

/**
 * What the build's fonts draw, named for the owner's messages. Both sets are Inter: the share
 * images' (@fontsource-variable/inter, its latin, latin-ext, greek, greek-ext, cyrillic,
 * cyrillic-ext and vietnamese subsets) and the PDFs' (@expo-google-fonts/inter, one file with
 * all of Inter 4) draw the same alphabets, Vietnamese included. The PDFs' file has more besides
 * (combining marks, super- and subscripts, arrows and other symbols, and a few letter-like signs
 * such as U+2126 OHM SIGN), none of them an alphabet: the name fits both (a unit test checks
 * that the PDFs' font draws every letter the share images' do).
 */
export const INTER_SCRIPTS = "Latin (with accents), Greek and Cyrillic letters"

export interface FontSet {
  /** The fonts, in the order they are tried for each character; read once, when first needed. */
  fonts: () => Font[]
  /** What the fonts can draw, named for the owner's messages. */
  scripts: string
}

/** A set of font files, read on first use. */
export function fontSet(files: () => readonly string[], scripts: string): FontSet {
  let fonts: Font[] | undefined
  return {
    fonts: () => (fonts ??= files().map((file) => createFont(fs.readFileSync(file)) as Font)),
    scripts,
  }
}

/** Characters that need no glyph: spaces and invisible formatting characters. */
export const isBlank = (char: string) => /^[\s\p{Cc}\p{Cf}]$/u.test(char)

/** The first font of the set that has a glyph for the character; a combining accent stays with its letter's font. */
export function fontFor(set: FontSet, char: string, previous?: Font): Font | undefined {
  const codePoint = char.codePointAt(0) as number
  if (previous && /\p{M}/u.test(char) && previous.hasGlyphForCodePoint(codePoint)) return previous
  return set.fonts().find((font) => font.hasGlyphForCodePoint(codePoint))
}

export const canDrawWith = (set: FontSet, char: string): boolean => isBlank(char) || fontFor(set, char) !== undefined

/** The characters of `text` the set cannot draw, each once, in order of appearance. */
export function undrawableWith(set: FontSet, text: string): string[] {
  return [...new Set(Array.from(text.normalize("NFC")).filter((char) => !canDrawWith(set, char)))]
}

/** "李", "明" */
export const quoteCharacters = (chars: readonly string[]): string => chars.map((char) => JSON.stringify(char)).join(", ")
