import React from "react"
import { chakra, useRecipe, type HTMLChakraProps } from "@chakra-ui/react"

/**
 * Native inputs styled by Chakra's input and textarea recipes. Chakra's own Input and
 * Textarea wrap Ark's field machinery, which this form (native required validation, labels
 * by id) does not use.
 */
export const TextInput = React.forwardRef<HTMLInputElement, HTMLChakraProps<"input">>(function TextInput(props, ref) {
  const styles = useRecipe({ key: "input" })({})
  return <chakra.input ref={ref} css={styles} {...props} />
})

export const TextArea = React.forwardRef<HTMLTextAreaElement, HTMLChakraProps<"textarea">>(function TextArea(
  props,
  ref
) {
  const styles = useRecipe({ key: "textarea" })({})
  return <chakra.textarea ref={ref} css={styles} {...props} />
})
