/**
 * The inline script right after the site's stylesheet link, where a page's first screen ends
 * (src/build-time/css/first-screen-css.ts). The HTML parser does not go past a classic inline
 * script while a stylesheet above it is still loading (HTML's "style sheet that is blocking
 * scripts"), so the rest of the body is parsed, styled and laid out once the stylesheet is in:
 * never shown unstyled, in any browser, and never styled twice. Chromium holds the rest of
 * the body back at the link by itself; the specification, Firefox and Safari need this. It must
 * run to hold anything (a script the CSP refuses holds nothing): the CSP allows exactly this
 * text, by its hash. It has nothing to do, and takes no time.
 */
import crypto from "crypto"

export const STYLESHEET_WAIT_SCRIPT = " "

export const STYLESHEET_WAIT_ELEMENT = `<script>${STYLESHEET_WAIT_SCRIPT}</script>`

/** The CSP source that allows it and nothing else. */
export const STYLESHEET_WAIT_CSP_SOURCE = `'sha256-${crypto.createHash("sha256").update(STYLESHEET_WAIT_SCRIPT).digest("base64")}'`
