import React from "react"
import { Box, Grid, Text } from "@chakra-ui/react"
import type { IconType } from "react-icons"
import { IconTile } from "../../ui/IconTile"

interface InfoCardProps {
  icon: IconType
  label: string
  children: React.ReactNode
  /** A list's card is its item. */
  as?: "div" | "li"
}

/**
 * A small labelled fact with its icon: location, phone, email, working hours. A grid of the
 * icon's tile beside the label over the value, so that the card needs no box around its texts.
 */
export function InfoCard({ icon, label, children, as = "div" }: InfoCardProps) {
  return (
    <Grid
      as={as}
      templateColumns="auto minmax(0, 1fr)"
      columnGap="3"
      alignItems="center"
      alignContent="center"
      p="4"
      rounded="xl"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
      minW="0"
    >
      <IconTile icon={icon} gridRow="span 2" />
      <Text alignSelf="end" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <Box alignSelf="start" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Box>
    </Grid>
  )
}
