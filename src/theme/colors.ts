/**
 * Colour tokens: Chakra's neutrals and the two palettes its toasts use, plus the site's
 * brand teal, navy (the dark theme) and slate (the light one). Each token becomes a CSS variable that every visitor's browser
 * processes on start, so the nine palettes the site never shows are left out.
 */
export const colors = {
  transparent: { value: "transparent" },
  current: { value: "currentColor" },
  black: { value: "#09090B" },
  white: { value: "#FFFFFF" },
  gray: { 50: { value: "#fafafa" }, 100: { value: "#f4f4f5" }, 200: { value: "#e4e4e7" }, 300: { value: "#d4d4d8" }, 400: { value: "#a1a1aa" }, 500: { value: "#71717a" }, 600: { value: "#52525b" }, 700: { value: "#3f3f46" }, 800: { value: "#27272a" }, 900: { value: "#18181b" }, 950: { value: "#111111" } },
  red: { 50: { value: "#fef2f2" }, 100: { value: "#fee2e2" }, 200: { value: "#fecaca" }, 300: { value: "#fca5a5" }, 400: { value: "#f87171" }, 500: { value: "#ef4444" }, 600: { value: "#dc2626" }, 700: { value: "#991919" }, 800: { value: "#511111" }, 900: { value: "#300c0c" }, 950: { value: "#1f0808" } },
  green: { 50: { value: "#f0fdf4" }, 100: { value: "#dcfce7" }, 200: { value: "#bbf7d0" }, 300: { value: "#86efac" }, 400: { value: "#4ade80" }, 500: { value: "#22c55e" }, 600: { value: "#16a34a" }, 700: { value: "#116932" }, 800: { value: "#124a28" }, 900: { value: "#042713" }, 950: { value: "#03190c" } },
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
  // The light theme's neutrals (Tailwind's slate, plus three steps between its shades).
  slate: {
    50: { value: "#f8fafc" },
    100: { value: "#f1f5f9" },
    150: { value: "#e9eef4" },
    200: { value: "#e2e8f0" },
    300: { value: "#cbd5e1" },
    // Form fields' borders, in both themes: 3:1 or more against the form card in each.
    500: { value: "#6b7a91" },
    550: { value: "#506073" },
    600: { value: "#475569" },
  },
  navy: {
    700: { value: "#334155" },
    800: { value: "#1e293b" },
    850: { value: "#16203a" },
    900: { value: "#0f172a" },
    950: { value: "#0b1120" },
  },
}
