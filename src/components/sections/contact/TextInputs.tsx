import React from "react"
import { chakra, useRecipe, type HTMLChakraProps } from "@chakra-ui/react"

/**
 * Native inputs styled by Chakra's input and textarea recipes. Chakra's own Input and
 * Textarea wrap Ark's field machinery, which this form (native required validation, labels
 * by id) does not use. Their border is border.field, which stands out from the form card at
 * 3:1 or more in both themes (the recipe's own border, 1.1:1, hid where a field begins).
 */
const FIELD_BORDER = { borderColor: "border.field" }
export const TextInput = React.forwardRef<HTMLInputElement, HTMLChakraProps<"input">>(function TextInput(props, ref) {
  const styles = useRecipe({ key: "input" })({})
  return <chakra.input ref={ref} css={[styles, FIELD_BORDER]} {...props} />
})

export const TextArea = React.forwardRef<HTMLTextAreaElement, HTMLChakraProps<"textarea">>(function TextArea(
  props,
  ref
) {
  const styles = useRecipe({ key: "textarea" })({})
  return <chakra.textarea ref={ref} css={[styles, FIELD_BORDER]} {...props} />
})
