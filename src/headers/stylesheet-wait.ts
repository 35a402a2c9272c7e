/**
 * The built pages' one inline script, right after the link to the site's stylesheet. It runs
 * nothing: it is there because the HTML parser does not go past a classic inline script while a
 * stylesheet above it is still loading (HTML's "style sheet that is blocking scripts"), so the
 * body is parsed once the stylesheet is in, and styled and laid out with it. Without it, when
 * the stylesheet came after the HTML (as on a first visit), Chromium styled and laid out the
 * parsed page without its CSS while waiting (nothing was painted), then the whole page again in
 * one long task once the stylesheet arrived (docs/design-decisions.md).
 * No markup can ask the parser to wait; only a script can. Without JavaScript the parser does
 * not wait, as before. The CSP allows exactly this text, by its hash.
 */
import crypto from "crypto"

export const STYLESHEET_WAIT_SCRIPT = "/* the body is parsed once the stylesheet is in */"

/** The element, as the build writes it after the stylesheet's link. */
export const STYLESHEET_WAIT_ELEMENT = `<script>${STYLESHEET_WAIT_SCRIPT}</script>`

/** The CSP source that allows it and nothing else. */
export const STYLESHEET_WAIT_CSP_SOURCE = `'sha256-${crypto.createHash("sha256").update(STYLESHEET_WAIT_SCRIPT).digest("base64")}'`
