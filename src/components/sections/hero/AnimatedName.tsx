import React from "react"
import { chakra } from "@chakra-ui/react"
import { entryAnimation } from "../../../theme/without-script"

/** Seconds between letters of the name as they appear. */
export const LETTER_STAGGER_S = 0.05

/**
 * The owner's name, letter by letter. A CSS animation, so it plays from the first paint
 * with no script and ends visible; screen readers get the whole name once.
 */
export function AnimatedName({ name }: { name: string }) {
  return (
    <chakra.span display="inline-block">
      <chakra.span srOnly>{name}</chakra.span>
      <chakra.span aria-hidden="true" color="brand.fg">
        {Array.from(name).map((letter, index) => (
          <chakra.span
            key={index}
            {...entryAnimation(index * LETTER_STAGGER_S)}
            display="inline-block"
            whiteSpace="pre"
            animation="letter-in 0.5s ease-out both"
          >
            {letter}
          </chakra.span>
        ))}
      </chakra.span>
    </chakra.span>
  )
}
