/**
 * Both themes' colours meet WCAG AA where text sits on them: 4.5:1 for body text, 3:1 for
 * focus rings and the progress bars against the page (WCAG 1.4.11). Computed from the tokens
 * themselves (src/theme/semantic-colors.ts), translucent backgrounds blended over the page.
 */
import { darkColors, lightColors, themedColors, type ThemeColors } from "../../../src/theme/semantic-colors"
import { contrast } from "../../support/contrast"

const THEMES: [string, ThemeColors][] = [
  ["dark", darkColors],
  ["light", lightColors],
]

describe.each(THEMES)("the %s theme", (_name, theme) => {
  const { bg, fg, brand, gray, green, red, border } = theme
  const surfaces = { page: bg.DEFAULT, subtle: bg.subtle, muted: bg.muted, panel: bg.panel, emphasized: bg.emphasized }

  it.each(Object.entries(surfaces))("reads body, muted and subtle text on the %s background at 4.5:1 or more", (_surface, surface) => {
    for (const text of [fg.DEFAULT, fg.muted, fg.subtle, brand.fg]) expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5)
  })

  it("reads the active navigation entry, pressed switches and brand badges (brand on its tint) at 4.5:1", () => {
    for (const tint of [brand.subtle, brand.muted]) {
      for (const surface of [bg.DEFAULT, bg.subtle, bg.translucent]) expect(contrast(brand.fg, tint, surface, bg.DEFAULT)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("reads the header over the page at 4.5:1 for its text", () => {
    expect(contrast(fg.DEFAULT, bg.translucent, bg.DEFAULT)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(fg.muted, bg.translucent, bg.DEFAULT)).toBeGreaterThanOrEqual(4.5)
  })

  it("reads text on solid buttons, toasts and badges at 4.5:1", () => {
    for (const palette of [brand, gray, green, red]) expect(contrast(palette.contrast, palette.solid)).toBeGreaterThanOrEqual(4.5)
  })

  it("reads the form's error and success messages at 4.5:1", () => {
    expect(contrast(fg.error, bg.DEFAULT)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(fg.success, bg.DEFAULT)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(fg.error, bg.subtle)).toBeGreaterThanOrEqual(4.5)
  })

  it("shows focus rings, the progress bars and field borders at 3:1 against the page", () => {
    expect(contrast(brand.focusRing, bg.DEFAULT)).toBeGreaterThanOrEqual(3)
    expect(contrast(brand.focusRing, bg.subtle)).toBeGreaterThanOrEqual(3)
    expect(contrast(brand.solid, bg.emphasized)).toBeGreaterThanOrEqual(3)
    expect(contrast(border.error, bg.DEFAULT)).toBeGreaterThanOrEqual(3)
  })

  it("draws each text field's boundary at 3:1 against the form card it sits on, and the page", () => {
    expect(contrast(border.field, bg.muted)).toBeGreaterThanOrEqual(3)
    expect(contrast(border.field, bg.DEFAULT)).toBeGreaterThanOrEqual(3)
  })
})

describe("themedColors", () => {
  it("gives every colour its dark value by default and its light value under the system's light setting or the light choice", () => {
    const tokens = themedColors(darkColors, lightColors)
    expect(tokens.bg.DEFAULT).toEqual({
      value: { base: darkColors.bg.DEFAULT, _osLight: lightColors.bg.DEFAULT, _themeLight: lightColors.bg.DEFAULT, _themeDark: darkColors.bg.DEFAULT },
    })
    expect(Object.keys(tokens.brand)).toEqual(Object.keys(darkColors.brand))
  })

  it("defines the same colours in both themes", () => {
    const keys = (theme: ThemeColors) => Object.entries(theme).flatMap(([group, shades]) => Object.keys(shades).map((key) => `${group}.${key}`))
    expect(keys(lightColors).sort()).toEqual(keys(darkColors).sort())
  })
})
