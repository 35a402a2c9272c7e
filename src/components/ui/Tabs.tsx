import React, { useId } from "react"
import { chakra, Flex, Heading } from "@chakra-ui/react"

export interface TabOption {
  value: string
  label: string
  /**
   * Shown, under a heading with its label, where tabs cannot work: without JavaScript and
   * in print. The others (e.g. a tab that repeats the rest) are left out there.
   */
  readableWithoutTabs: boolean
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string
  options: readonly TabOption[]
  /** The tab selected in the HTML. */
  value: string
  /** The content of each tab's panel. */
  panel: (option: TabOption) => React.ReactNode
}

/**
 * WAI-ARIA tabs: every panel is in the HTML, the selected one shown; the tabs island
 * (src/islands/tabs.ts) switches them. Hand-written because Chakra's Tabs bring a state
 * machine runtime (~14 KB gzip) for what is a row of buttons here.
 */
export function Tabs({ label, options, value, panel }: TabsProps) {
  const baseId = useId()
  const tabId = (option: string) => `${baseId}-tab-${option}`
  const panelId = (option: string) => `${baseId}-panel-${option}`

  return (
    <>
      <Flex role="tablist" aria-label={label} wrap="wrap" justify="center" gap="2" mb="10" data-needs-js="">
        {options.map((option) => {
          const selected = option.value === value
          return (
            <chakra.button
              key={option.value}
              type="button"
              role="tab"
              id={tabId(option.value)}
              data-value={option.value}
              aria-selected={selected}
              aria-controls={panelId(option.value)}
              tabIndex={selected ? 0 : -1}
              data-until-ready=""
              disabled
              rounded="full"
              px="4"
              h="9"
              fontSize="sm"
              fontWeight="medium"
              borderWidth="1px"
              borderColor="border.emphasized"
              color="fg.muted"
              transition="background 0.2s, color 0.2s"
              _hover={{ color: "fg", bg: "bg.muted" }}
              _selected={{ bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid" }}
              _disabled={{ cursor: "progress" }}
              focusVisibleRing="outside"
            >
              {option.label}
            </chakra.button>
          )
        })}
      </Flex>
      {options.map((option) => (
        <chakra.div
          key={option.value}
          role="tabpanel"
          id={panelId(option.value)}
          aria-labelledby={tabId(option.value)}
          hidden={option.value !== value}
          data-nojs-show={option.readableWithoutTabs ? "" : undefined}
          data-needs-js={option.readableWithoutTabs ? undefined : ""}
          tabIndex={0}
          rounded="md"
          focusVisibleRing="outside"
        >
          {option.readableWithoutTabs && (
            <Heading as="h3" fontSize="xl" mb="4" hidden data-nojs-show="">
              {option.label}
            </Heading>
          )}
          {panel(option)}
        </chakra.div>
      ))}
    </>
  )
}
