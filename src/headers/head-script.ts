/**
 * The built pages' one inline script, right after the link to the site's stylesheet. It writes
 * the visitor's theme choice on <html> (src/shared/theme-choice.ts), so that every page after a
 * choice is painted in it from the first paint, whether or not anything else of the page has run.
 *
 * Where it stands it also holds the body back: the HTML parser does not go past a classic inline
 * script while a stylesheet above it is still loading (HTML's "style sheet that is blocking
 * scripts"), so the body is parsed once the stylesheet is in, and styled and laid out with it.
 * Without that, when the stylesheet came after the HTML (as on a first visit), Chromium styled
 * and laid out the parsed page without its CSS while waiting (nothing was painted), then the
 * whole page again in one long task once the stylesheet arrived (docs/design-decisions.md).
 * The parser waits there anyway, so the choice costs a visitor no wait: one read of
 * localStorage. Without JavaScript the parser does not wait and the system's theme shows, as
 * before. The CSP allows exactly this text, by its hash.
 */
import crypto from "crypto"
import { themeChoiceScript } from "../shared/theme-choice"

export const HEAD_SCRIPT = themeChoiceScript()

/** The element, as the build writes it after the stylesheet's link. */
export const HEAD_SCRIPT_ELEMENT = `<script>${HEAD_SCRIPT}</script>`

/** The CSP source that allows it and nothing else. */
export const HEAD_SCRIPT_CSP_SOURCE = `'sha256-${crypto.createHash("sha256").update(HEAD_SCRIPT).digest("base64")}'`
