/**
 * The site's design system: Chakra's base config (utilities and conditions, no theme)
 * plus only the tokens and recipes this site renders. Chakra's defaultSystem would ship
 * every recipe of every component (~60 KB gzip) to each visitor.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react"
import { semanticColors } from "./semantic-colors"
import {
  badgeRecipe,
  buttonRecipe,
  inputRecipe,
  linkRecipe,
  skipNavLinkRecipe,
  textareaRecipe,
  toastSlotRecipe,
  keyframes,
  tokens,
  semanticTokens,
  textStyles,
  layerStyles,
  breakpoints,
  animationStyles,
  globalCss as baseGlobalCss,
} from "./chakra-theme-parts"

const fontStack = `"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`

/** One dark theme: contrast is checked against these values (WCAG AA). */
const palette = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        brand: {
          50: { value: "#effefb" },
          100: { value: "#c7fff2" },
          200: { value: "#90ffe6" },
          300: { value: "#5eead4" },
          400: { value: "#2dd4bf" },
          500: { value: "#14b8a6" },
          600: { value: "#0d9488" },
          700: { value: "#0f766e" },
          800: { value: "#115e59" },
          900: { value: "#134e4a" },
          950: { value: "#042f2e" },
        },
        navy: {
          700: { value: "#334155" },
          800: { value: "#1e293b" },
          850: { value: "#16203a" },
          900: { value: "#0f172a" },
          950: { value: "#0b1120" },
        },
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
    html: {
      lineHeight: "1.5",
      colorPalette: "brand",
      // Same-page anchors glide; each section's scroll-margin-top stops them 100 px above it.
      scrollBehavior: "smooth",
      bg: "bg",
      color: "fg",
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
    keyframes: {
      ...keyframes,
      "letter-in": {
        from: { opacity: 0, transform: "translateY(20px)" },
        to: { opacity: 1, transform: "none" },
      },
    },
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      toast: toastSlotRecipe,
    },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, config, palette))
