import { chakra } from "@chakra-ui/react"
import { linkRecipe } from "../../theme/link-recipe"

/** A text link in one of the site's link styles (src/theme/link-recipe.ts). */
export const TextLink = chakra("a", linkRecipe)
