import React, { useId } from "react"
import { chakra, Stack } from "@chakra-ui/react"

interface FormFieldProps {
  label: string
  /** Receives the id that ties the label to its control. */
  children: (id: string) => React.ReactNode
}

/** A visible label above its control; every field of the contact form is required. */
export function FormField({ label, children }: FormFieldProps) {
  const id = useId()
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
        <chakra.span aria-hidden="true" color="brand.fg" ms="1">
          *
        </chakra.span>
      </chakra.label>
      {children(id)}
    </Stack>
  )
}
