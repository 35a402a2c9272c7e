/**
 * The fonts the build draws the share images and the site icon with: the site's own Inter
 * subsets (@fontsource-variable/inter), whole, so that a build machine without fonts draws the
 * same pictures.
 */
import { fontSet, INTER_SCRIPTS, type FontSet } from "./coverage"
import { FONT_SUBSETS, fontSubsetFile } from "./family"

export const SHARE_IMAGE_FONTS: FontSet = fontSet(() => FONT_SUBSETS.map(fontSubsetFile), INTER_SCRIPTS)
