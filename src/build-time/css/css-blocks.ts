/**
 * What the HTML renderer (gatsby-ssr.tsx) writes of each page's CSS, for the build's last step
 * (./page-css.ts): one <style data-site-css="key"> per block, in the page's order. Apart from
 * the steps that read them, since the renderer bundles whatever it imports.
 */

/** Marks a style block of the site's stylesheet; its value is the block's key. */
export const SITE_CSS_ATTRIBUTE = "data-site-css"

/** One block of a page's CSS: its key (the same block has the same key on every page) and its text. */
export type CssBlock = readonly [key: string, css: string]

/** The key of the without-script rules' block. */
export const WITHOUT_SCRIPT_BLOCK_KEY = "without-script"

/** The key of the print rules' block. */
export const PRINT_BLOCK_KEY = "print"

/** The key of the font faces' block. */
export const FONT_FACES_BLOCK_KEY = "font-faces"

/** Where the stylesheet is published: under /static/, which both hosts cache as immutable. */
export const SITE_CSS_DIR = "/static/css"

/** A built page's link to the site's stylesheet, named by its content's hash (./site-css.ts). */
export const SITE_STYLESHEET_LINK = new RegExp(`<link rel="stylesheet" href="${SITE_CSS_DIR}/site-[0-9a-f]{20}\\.css"/>`)
