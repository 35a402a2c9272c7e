import React, { useId } from "react"
import { chakra, Flex, Heading } from "@chakra-ui/react"
import { islandMarkup, scriptOnly } from "../../islands/markup"
import { useIsland } from "../../islands/useIsland"
import { tabState } from "../../lib/tabs"
import { showWithoutScript } from "../../theme/without-script"
import { tabs, tabsContract } from "./tabs.island"

const tabsMarkup = islandMarkup(tabsContract)

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
 * (tabs.island.ts) switches them, by tabState's rules as here. A panel's content may hold
 * buttons that select another tab (tabsContract's showTab). Hand-written because Chakra's Tabs bring a state
 * machine runtime (~14 KB gzip) for what is a row of buttons here.
 */
export function Tabs({ label, options, value, panel }: TabsProps) {
  const baseId = useId()
  const tabId = (option: string) => `${baseId}-tab-${option}`
  const panelId = (option: string) => `${baseId}-panel-${option}`
  const ref = useIsland<HTMLDivElement>(tabs)

  return (
    <div ref={ref} {...tabsMarkup.root}>
      <Flex role="tablist" aria-label={label} wrap="wrap" justify="center" gap="2" mb="10" {...scriptOnly}>
        {options.map((option) => {
          const state = tabState(option.value === value)
          return (
            <chakra.button
              key={option.value}
              type="button"
              role="tab"
              id={tabId(option.value)}
              {...tabsMarkup.target("tab")}
              {...tabsMarkup.values({ value: option.value })}
              {...tabsMarkup.scriptOnlyControl}
              aria-selected={state.selected}
              aria-controls={panelId(option.value)}
              tabIndex={state.tabIndex}
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
          {...tabsMarkup.target("panel")}
          id={panelId(option.value)}
          aria-labelledby={tabId(option.value)}
          hidden={tabState(option.value === value).panelHidden}
          {...(option.readableWithoutTabs ? showWithoutScript : scriptOnly)}
          tabIndex={0}
          rounded="md"
          focusVisibleRing="outside"
        >
          {option.readableWithoutTabs && (
            <Heading as="h3" fontSize="xl" mb="4" hidden {...showWithoutScript}>
              {option.label}
            </Heading>
          )}
          {panel(option)}
        </chakra.div>
      ))}
    </div>
  )
}
