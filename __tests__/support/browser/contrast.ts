/** WCAG contrast ratio of two computed rgb() colours. */
export function contrast(foreground: string, background: string): number {
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((c) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (light + 0.05) / (dark + 0.05)
}
