/**
 * The home page's print-as-CV rules (src/theme/print-css.ts) as a file of their own, which the
 * page links with media="print": a browser fetches it late and at low priority, never holding
 * the first paint for it, and keeps it for the next print. Inline, they were a twentieth of the
 * home page's HTML, paid on every visit for a page printed now and then.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { CV_PRINT_CSS } from "../../theme/print-css"
import { SITE_CSS_DIR } from "./css-blocks"

/** The file's address (named by its content's hash, so cached as immutable) and its rules. */
export const cvPrintFile = (): { href: string; css: string } => ({
  href: `${SITE_CSS_DIR}/cv-print-${crypto.createHash("sha256").update(CV_PRINT_CSS).digest("hex").slice(0, 20)}.css`,
  css: CV_PRINT_CSS,
})

/** Writes the file into publicDir; returns its address. */
export function writeCvPrintFile(publicDir: string): string {
  const { href, css } = cvPrintFile()
  fs.mkdirSync(path.join(publicDir, path.dirname(href)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, href), css)
  return href
}
