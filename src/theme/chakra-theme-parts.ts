/**
 * The pieces of Chakra's default theme this site uses, imported file by file.
 *
 * "@chakra-ui/react/theme" builds the whole default theme (every recipe of every component)
 * in module scope, which no bundler can tree-shake; importing it cost ~45 KB of minified
 * JavaScript. The "@chakra-theme" alias (src/build-time/bundles/webpack-config.ts, tsconfig.json, jest config) points
 * at the package's theme folder. Chakra is pinned to an exact version, so these internal
 * paths are stable; check them when upgrading it.
 */
export { breakpoints } from "@chakra-theme/breakpoints"
export { globalCss } from "@chakra-theme/global-css"
export { textStyles } from "@chakra-theme/text-styles"

export { badgeRecipe } from "@chakra-theme/recipes/badge"
export { buttonRecipe } from "@chakra-theme/recipes/button"
export { inputRecipe } from "@chakra-theme/recipes/input"
export { skipNavLinkRecipe } from "@chakra-theme/recipes/skip-nav-link"
export { textareaRecipe } from "@chakra-theme/recipes/textarea"
export { toastSlotRecipe } from "@chakra-theme/recipes/toast"

import { animations } from "@chakra-theme/tokens/animations"
import { aspectRatios } from "@chakra-theme/tokens/aspect-ratios"
import { blurs } from "@chakra-theme/tokens/blurs"
import { borders } from "@chakra-theme/tokens/borders"
import { cursor } from "@chakra-theme/tokens/cursor"
import { durations } from "@chakra-theme/tokens/durations"
import { easings } from "@chakra-theme/tokens/easings"
import { fontSizes } from "@chakra-theme/tokens/font-sizes"
import { fontWeights } from "@chakra-theme/tokens/font-weights"
import { fonts } from "@chakra-theme/tokens/fonts"
import { letterSpacings } from "@chakra-theme/tokens/letter-spacing"
import { lineHeights } from "@chakra-theme/tokens/line-heights"
import { radii } from "@chakra-theme/tokens/radius"
import { sizes } from "@chakra-theme/tokens/sizes"
import { spacing } from "@chakra-theme/tokens/spacing"
import { zIndices } from "@chakra-theme/tokens/z-indices"
import { semanticRadii } from "@chakra-theme/semantic-tokens/radii"
import { semanticShadows } from "@chakra-theme/semantic-tokens/shadows"

/** Chakra's default tokens but colours, which are the site's own (colors.ts). */
export const tokens = {
  animations,
  aspectRatios,
  blurs,
  borders,
  cursor,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  sizes,
  spacing,
  zIndex: zIndices,
}

/** Colours are the site's own (semantic-colors.ts). */
export const semanticTokens = {
  radii: semanticRadii,
  shadows: semanticShadows,
}
