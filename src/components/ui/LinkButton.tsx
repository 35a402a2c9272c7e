import React, { forwardRef } from "react"
import { Button, type ButtonProps } from "@chakra-ui/react"
import { printAs } from "../../theme/print-markers"

/**
 * A link that looks like a Chakra Button: the Button's styles on the one child element, an
 * <a> (or Gatsby's Link). Chakra's Button always writes type="button", and asChild hands it on
 * to that child, where HTML does not allow it (the Nu HTML Checker's "Attribute type not
 * allowed on element a"): here it is left out, nothing else changes. On paper it is a control,
 * left out, unless its place writes it out (src/theme/print-css.ts).
 */
export const LinkButton = forwardRef<HTMLButtonElement, Omit<ButtonProps, "asChild" | "type">>(function LinkButton(props, ref) {
  return <Button ref={ref} {...printAs("button")} {...props} asChild type={undefined} />
})
