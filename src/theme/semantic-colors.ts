/**
 * Semantic colours of the site's single dark theme. Chakra's defaults define a light and a
 * dark value for twelve palettes; the recipes used here need only these.
 */
const palette = (shades: {
  contrast: string
  fg: string
  subtle: string
  muted: string
  emphasized: string
  solid: string
  focusRing: string
  border: string
}) => Object.fromEntries(Object.entries(shades).map(([key, value]) => [key, { value }]))

export const semanticColors = {
  bg: {
    DEFAULT: { value: "{colors.navy.950}" },
    subtle: { value: "{colors.navy.900}" },
    muted: { value: "{colors.navy.850}" },
    panel: { value: "{colors.navy.900}" },
    emphasized: { value: "{colors.navy.800}" },
    inverted: { value: "#e2e8f0" },
    error: { value: "{colors.red.950}" },
    success: { value: "{colors.green.950}" },
  },
  fg: {
    DEFAULT: { value: "#e2e8f0" },
    muted: { value: "#a3b1c6" },
    subtle: { value: "#8a99b0" },
    inverted: { value: "{colors.navy.950}" },
    error: { value: "{colors.red.400}" },
    success: { value: "{colors.green.300}" },
  },
  border: {
    DEFAULT: { value: "{colors.navy.800}" },
    muted: { value: "{colors.navy.850}" },
    subtle: { value: "{colors.navy.900}" },
    emphasized: { value: "{colors.navy.700}" },
    error: { value: "{colors.red.400}" },
    success: { value: "{colors.green.400}" },
  },
  brand: palette({
    contrast: "{colors.brand.950}",
    fg: "{colors.brand.300}",
    subtle: "rgba(45, 212, 191, 0.12)",
    muted: "rgba(45, 212, 191, 0.22)",
    emphasized: "rgba(45, 212, 191, 0.32)",
    solid: "{colors.brand.400}",
    focusRing: "{colors.brand.300}",
    border: "rgba(45, 212, 191, 0.45)",
  }),
  gray: palette({
    contrast: "{colors.navy.950}",
    fg: "{colors.gray.200}",
    subtle: "{colors.navy.850}",
    muted: "{colors.navy.800}",
    emphasized: "{colors.navy.700}",
    solid: "{colors.gray.100}",
    focusRing: "{colors.gray.400}",
    border: "{colors.navy.700}",
  }),
  // The toasts' success and error styles.
  green: palette({
    contrast: "{colors.green.950}",
    fg: "{colors.green.300}",
    subtle: "{colors.green.900}",
    muted: "{colors.green.800}",
    emphasized: "{colors.green.700}",
    solid: "{colors.green.400}",
    focusRing: "{colors.green.400}",
    border: "{colors.green.600}",
  }),
  red: palette({
    contrast: "{colors.red.950}",
    fg: "{colors.red.300}",
    subtle: "{colors.red.900}",
    muted: "{colors.red.800}",
    emphasized: "{colors.red.700}",
    solid: "{colors.red.400}",
    focusRing: "{colors.red.400}",
    border: "{colors.red.600}",
  }),
}
