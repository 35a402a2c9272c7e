/**
 * The site's semantic colours, defined once per theme. Components and recipes only name
 * these (bg, fg.muted, brand.solid, ...); `themedColors` turns each pair into one Chakra
 * semantic token whose value follows the visitor's system setting, unless the page's root
 * carries THEME_ATTRIBUTE (the visitor's own choice, see src/shared/theme-choice.ts). Chakra's defaults
 * define twelve palettes; the recipes used here need only these. Every text pair is checked
 * against WCAG AA by __tests__/unit/theme/contrast.test.ts.
 */
import { THEME_ATTRIBUTE } from "../shared/theme-choice"

/** The keys of a colour palette as Chakra's recipes use them (colorPalette.solid, ...). */
type Palette = Record<"contrast" | "fg" | "subtle" | "muted" | "emphasized" | "solid" | "focusRing" | "border", string>

// A type, not an interface: a type of object literal reads as a record of its groups (themedColors).
export type ThemeColors = {
  bg: Record<"DEFAULT" | "subtle" | "muted" | "panel" | "emphasized" | "inverted" | "error" | "success" | "translucent", string>
  fg: Record<"DEFAULT" | "muted" | "subtle" | "inverted" | "error" | "success", string>
  /** field: the boundary of a text field, which must be seen (WCAG 1.4.11: 3:1). */
  border: Record<"DEFAULT" | "muted" | "subtle" | "emphasized" | "field" | "error" | "success", string>
  brand: Palette
  gray: Palette
  /** The toasts' success and error styles. */
  green: Palette
  red: Palette
}

export const darkColors: ThemeColors = {
  bg: {
    DEFAULT: "{colors.navy.950}",
    subtle: "{colors.navy.900}",
    muted: "{colors.navy.850}",
    panel: "{colors.navy.900}",
    emphasized: "{colors.navy.800}",
    inverted: "#e2e8f0",
    error: "{colors.red.950}",
    success: "{colors.green.950}",
    // The fixed header, over the page that scrolls beneath it.
    translucent: "rgba(11, 17, 32, 0.85)",
  },
  fg: {
    DEFAULT: "#e2e8f0",
    muted: "#a3b1c6",
    subtle: "#8a99b0",
    inverted: "{colors.navy.950}",
    error: "{colors.red.400}",
    success: "{colors.green.300}",
  },
  border: {
    DEFAULT: "{colors.navy.800}",
    muted: "{colors.navy.850}",
    subtle: "{colors.navy.900}",
    emphasized: "{colors.navy.700}",
    field: "{colors.slate.500}",
    error: "{colors.red.400}",
    success: "{colors.green.400}",
  },
  brand: {
    contrast: "{colors.brand.950}",
    fg: "{colors.brand.300}",
    subtle: "rgba(45, 212, 191, 0.12)",
    muted: "rgba(45, 212, 191, 0.22)",
    emphasized: "rgba(45, 212, 191, 0.32)",
    solid: "{colors.brand.400}",
    focusRing: "{colors.brand.300}",
    border: "rgba(45, 212, 191, 0.45)",
  },
  gray: {
    contrast: "{colors.navy.950}",
    fg: "{colors.gray.200}",
    subtle: "{colors.navy.850}",
    muted: "{colors.navy.800}",
    emphasized: "{colors.navy.700}",
    solid: "{colors.gray.100}",
    focusRing: "{colors.gray.400}",
    border: "{colors.navy.700}",
  },
  green: {
    contrast: "{colors.green.950}",
    fg: "{colors.green.300}",
    subtle: "{colors.green.900}",
    muted: "{colors.green.800}",
    emphasized: "{colors.green.700}",
    solid: "{colors.green.400}",
    focusRing: "{colors.green.400}",
    border: "{colors.green.600}",
  },
  red: {
    contrast: "{colors.red.950}",
    fg: "{colors.red.300}",
    subtle: "{colors.red.900}",
    muted: "{colors.red.800}",
    emphasized: "{colors.red.700}",
    solid: "{colors.red.400}",
    focusRing: "{colors.red.400}",
    border: "{colors.red.600}",
  },
}

export const lightColors: ThemeColors = {
  bg: {
    DEFAULT: "{colors.slate.50}",
    subtle: "{colors.white}",
    muted: "{colors.slate.100}",
    panel: "{colors.white}",
    emphasized: "{colors.slate.200}",
    inverted: "{colors.navy.900}",
    error: "{colors.red.50}",
    success: "{colors.green.50}",
    translucent: "rgba(248, 250, 252, 0.88)",
  },
  fg: {
    DEFAULT: "{colors.navy.900}",
    muted: "{colors.slate.600}",
    subtle: "{colors.slate.550}",
    inverted: "{colors.slate.50}",
    error: "{colors.red.700}",
    success: "{colors.green.700}",
  },
  border: {
    DEFAULT: "{colors.slate.200}",
    muted: "{colors.slate.150}",
    subtle: "{colors.slate.100}",
    emphasized: "{colors.slate.300}",
    field: "{colors.slate.500}",
    error: "{colors.red.600}",
    success: "{colors.green.600}",
  },
  brand: {
    contrast: "{colors.white}",
    fg: "{colors.brand.800}",
    subtle: "rgba(13, 148, 136, 0.07)",
    muted: "rgba(13, 148, 136, 0.12)",
    emphasized: "rgba(13, 148, 136, 0.2)",
    solid: "{colors.brand.700}",
    focusRing: "{colors.brand.600}",
    border: "rgba(13, 148, 136, 0.5)",
  },
  gray: {
    contrast: "{colors.white}",
    fg: "{colors.navy.800}",
    subtle: "{colors.slate.100}",
    muted: "{colors.slate.200}",
    emphasized: "{colors.slate.300}",
    solid: "{colors.navy.800}",
    focusRing: "{colors.slate.550}",
    border: "{colors.slate.300}",
  },
  green: {
    contrast: "{colors.white}",
    fg: "{colors.green.700}",
    subtle: "{colors.green.50}",
    muted: "{colors.green.100}",
    emphasized: "{colors.green.200}",
    solid: "{colors.green.700}",
    focusRing: "{colors.green.600}",
    border: "{colors.green.600}",
  },
  red: {
    contrast: "{colors.white}",
    fg: "{colors.red.700}",
    subtle: "{colors.red.50}",
    muted: "{colors.red.100}",
    emphasized: "{colors.red.200}",
    solid: "{colors.red.700}",
    focusRing: "{colors.red.600}",
    border: "{colors.red.600}",
  },
}

/**
 * The conditions a colour's light value applies under: the system asks for light (and the
 * visitor chose nothing else), or the visitor chose light. `[THEME_ATTRIBUTE] &` at the root
 * becomes `[THEME_ATTRIBUTE=…]`, which outranks the `:where(html)` of the system rule.
 */
export const themeConditions = {
  themeLight: `[${THEME_ATTRIBUTE}=light] &`,
  themeDark: `[${THEME_ATTRIBUTE}=dark] &`,
}

type Token = { value: { base: string; _osLight: string; _themeLight: string; _themeDark: string } }

/** One Chakra semantic token per colour, from its value in each theme. */
export function themedColors(dark: ThemeColors, light: ThemeColors): Record<string, Record<string, Token>> {
  const lightGroups: Readonly<Record<string, Readonly<Record<string, string>>>> = light
  const darkGroups: Readonly<Record<string, Readonly<Record<string, string>>>> = dark
  return Object.fromEntries(
    Object.entries(darkGroups).map(([group, shades]) => [
      group,
      Object.fromEntries(
        Object.entries(shades).map(([key, darkValue]) => {
          const lightValue = lightGroups[group][key]
          return [key, { value: { base: darkValue, _osLight: lightValue, _themeLight: lightValue, _themeDark: darkValue } }]
        })
      ),
    ])
  )
}

export const semanticColors = themedColors(darkColors, lightColors)
