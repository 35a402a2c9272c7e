/**
 * The built pages' inline script in the head, right after their first-screen CSS. It writes
 * the visitor's theme choice on <html> (src/shared/theme-choice.ts), so that every page after a
 * choice is painted in it from the first paint, whether or not anything else of the page has
 * run: one read of localStorage, before anything is painted. Without JavaScript the system's
 * theme shows. At an address with a fragment it also marks the page as landing
 * (src/shared/landing.ts). The CSP allows exactly this text, by its hash.
 */
import crypto from "crypto"
import { THEME_ATTRIBUTE, themeChoiceScript } from "../shared/theme-choice"
import { LANDING_ATTRIBUTE, landingScript } from "../shared/landing"

export const HEAD_SCRIPT = `${themeChoiceScript()};${landingScript()}`

/** The attributes it may write on <html> before the first paint. */
export const HEAD_SCRIPT_ATTRIBUTES = [THEME_ATTRIBUTE, LANDING_ATTRIBUTE] as const

/** The element, as the build writes it after the first-screen CSS. */
export const HEAD_SCRIPT_ELEMENT = `<script>${HEAD_SCRIPT}</script>`

/** The CSP source that allows it and nothing else. */
export const HEAD_SCRIPT_CSP_SOURCE = `'sha256-${crypto.createHash("sha256").update(HEAD_SCRIPT).digest("base64")}'`
