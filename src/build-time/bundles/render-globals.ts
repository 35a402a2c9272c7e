/**
 * What the build hands the HTML renderer (gatsby-ssr.tsx), as one webpack define written and
 * read here: the islands script's address, the site's typeface and its icon files, all known
 * only once the build has started.
 */
import type { LogosFile } from "../../icons/icon-sprite"

export interface RenderGlobals {
  /** The built islands script (./islands-entry.ts): only a build has it; `gatsby develop` keeps Gatsby's runtime. */
  islandsScript?: string
  /** The site's typeface cut down to the content (src/fonts/site-font.ts): its @font-face rules, and the files the first screen's text needs, to preload. */
  brandFont: { css: string; preload: string[] }
  /** A build's icon files (src/icons/icon-files.ts): the sprite file, and the logos file when the content names a logo. */
  iconFiles?: { sprite: string; logos?: LogosFile }
}

declare const __RENDER_GLOBALS__: RenderGlobals | undefined

/** In the HTML renderer: what the build defined (outside a build's renderer, as in the tests, no typeface and nothing built). */
export const renderGlobals = (): RenderGlobals => (typeof __RENDER_GLOBALS__ === "object" ? __RENDER_GLOBALS__ : { brandFont: { css: "", preload: [] } })

/** In gatsby-node: the define that hands them over. */
export const renderGlobalsDefinition = (globals: RenderGlobals): Record<string, string> => ({ __RENDER_GLOBALS__: JSON.stringify(globals) })
