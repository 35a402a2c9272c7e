/**
 * The site's design system: Chakra's base config (utilities and conditions, no theme)
 * plus only the tokens and recipes this site renders. Chakra's defaultSystem would ship
 * every recipe of every component (~60 KB gzip) to each visitor.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react"
import { colors } from "./colors"
import { FONT_STACK } from "../fonts/family"
import { semanticColors, themeConditions } from "./semantic-colors"
import {
  badgeRecipe,
  buttonRecipe,
  inputRecipe,
  skipNavLinkRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  semanticTokens,
  textStyles,
  breakpoints,
  globalCss as baseGlobalCss,
} from "./chakra-theme-parts"
import { THEME_ATTRIBUTE } from "../shared/theme-choice"
import { LANDING_ATTRIBUTE } from "../shared/landing"


/**
 * Fonts and the colours of both themes (semantic-colors.ts; contrast checked against WCAG
 * AA): dark by default, light when the system asks for it or the visitor chooses it.
 */
const siteTheme = defineConfig({
  conditions: themeConditions,
  theme: {
    tokens: {
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
    },
    semanticTokens: { colors: semanticColors },
  },
})

const config = defineConfig({
  preflight: true,
  cssVarsRoot: ":where(html)",
  globalCss: {
    ...baseGlobalCss,
    // Chakra sets ~25 custom properties (filter and ring helpers) on every element; none of
    // them is used here, and restyling them for each element cost the first load real time.
    "*": { fontFeatureSettings: '"cv11"' },
    html: {
      "--global-font-mono": "fonts.mono",
      "--global-font-body": "fonts.body",
      "--global-color-border": "colors.border",
      lineHeight: "1.5",
      colorPalette: "brand",
      // Same-page anchors glide; each section's scroll-margin-top stops them 100 px above it.
      scrollBehavior: "smooth",
      // Not while a page opened at a section's address lands there (src/shared/landing.ts).
      [`&[${LANDING_ATTRIBUTE}]`]: { scrollBehavior: "auto" },
      bg: "bg",
      color: "fg",
      // Form controls and scrollbars follow the theme too.
      colorScheme: "dark",
      _osLight: { colorScheme: "light" },
      [`&[${THEME_ATTRIBUTE}=light]`]: { colorScheme: "light" },
      [`&[${THEME_ATTRIBUTE}=dark]`]: { colorScheme: "dark" },
      fontFamily: "body",
      textRendering: "optimizeLegibility",
    },
    // Visitors who ask for reduced motion get instant jumps and no CSS animation.
    "html, *, *::before, *::after": {
      _motionReduce: {
        scrollBehavior: "auto !important",
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
      },
    },
    "::selection": { bg: "brand.muted" },
    "h1, h2, h3, h4": { fontWeight: "bold", letterSpacing: "tight", lineHeight: "1.2" },
  },
  theme: {
    breakpoints,
    // Only what the site animates: Chakra's 40 keyframes and its layer and animation
    // styles would ship (and be processed on every load) for nothing.
    keyframes: {
      "fade-in": { from: { opacity: 0 }, to: { opacity: 1 } },
      "letter-in": {
        from: { opacity: 0, transform: "translateY(20px)" },
        to: { opacity: 1, transform: "none" },
      },
    },
    tokens: { ...tokens, colors },
    semanticTokens,
    textStyles,
    // The one layer style the button and input recipes use.
    layerStyles: { disabled: { value: { opacity: "0.5", cursor: "not-allowed" } } },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      input: inputRecipe,
      skipNavLink: skipNavLinkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      toast: toastSlotRecipe,
    },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, config, siteTheme))
