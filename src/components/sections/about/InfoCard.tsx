import React from "react"
import { Box, Flex, Text } from "@chakra-ui/react"
import type { IconType } from "react-icons"

interface InfoCardProps {
  icon: IconType
  label: string
  children: React.ReactNode
}

/** A small labelled fact with its icon: location, phone, email, working hours. */
export function InfoCard({ icon: Icon, label, children }: InfoCardProps) {
  return (
    <Flex gap="3" align="center" p="4" rounded="xl" bg="bg.muted" borderWidth="1px" borderColor="border" minW="0">
      <Flex flexShrink="0" w="10" h="10" rounded="lg" align="center" justify="center" bg="brand.subtle" color="brand.fg">
        <Icon aria-hidden="true" />
      </Flex>
      <Box minW="0">
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {label}
        </Text>
        <Box fontWeight="medium" overflowWrap="anywhere">
          {children}
        </Box>
      </Box>
    </Flex>
  )
}
