/**
 * The site's text links, one recipe for every link that is not a button
 * (src/components/ui/TextLink.tsx: `<TextLink variant="arrow">`):
 *
 * - arrow: a link that leads on, followed or preceded by an arrow ("Case study →", "← All
 *   projects"): the brand's colour, underlined on hover;
 * - inline: a link inside a sentence or a fact (an e-mail address, a phone number, the map):
 *   underlined, the brand's colour on hover;
 * - quiet: a link that reads as the text it is (a card's title, About's e-mail): the brand's
 *   colour on hover.
 */
import { defineRecipe } from "@chakra-ui/react"

const underline = { textDecoration: "underline", textUnderlineOffset: "3px" }

export const linkRecipe = defineRecipe({
  className: "link",
  base: { borderRadius: "l1", focusVisibleRing: "outside", transition: "color 0.2s" },
  variants: {
    variant: {
      arrow: { display: "inline-flex", alignItems: "center", gap: "1.5", color: "brand.fg", fontWeight: "medium", _hover: underline },
      inline: { ...underline, _hover: { color: "brand.fg" } },
      quiet: { _hover: { color: "brand.fg" } },
    },
  },
  defaultVariants: { variant: "inline" },
})
