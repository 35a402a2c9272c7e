import React, { useId } from "react"
import { chakra, Flex, type HTMLChakraProps } from "@chakra-ui/react"
import { islandMarkup, scriptOnly } from "../../islands/markup"
import { useIsland } from "../../islands/useIsland"
import { shownInTab, tabState } from "../../shared/tabs"
import { tabs, tabsContract } from "./tabs.island"

const tabsMarkup = islandMarkup(tabsContract)

export interface TabOption {
  value: string
  label: string
}

interface TabsProps extends HTMLChakraProps<"div"> {
  /** Names the tab list for screen readers. */
  label: string
  options: readonly TabOption[]
  /** The tab selected in the HTML. */
  value: string
  /**
   * The id of what names the panel where the tab list cannot show (without JavaScript, in
   * print): the section's heading. The island names it after the selected tab.
   */
  labelledBy: string
  /** The panel's content; what shows on some tabs only carries tabItem's props. */
  children: React.ReactNode
  /** Seconds between the items a tab brings in, as they enter. */
  stagger?: number
}

/**
 * Props of an element of the panel that shows on these tabs only, as it shows while `selected`
 * (the HTML's tab) is: hidden on the others, by the island as by the HTML. With a rank, the
 * island lists it in the order of the ranks while the tabs run (tabs.island.ts).
 */
export function tabItem(tabValues: readonly string[], selected: string, rank?: number) {
  return { ...tabsMarkup.target("item"), ...tabsMarkup.values({ in: tabValues.join(" "), rank }), hidden: !shownInTab(tabValues, selected) }
}

/**
 * WAI-ARIA tabs over one panel: the tabs island (tabs.island.ts) selects a tab, names the
 * panel after it and shows the panel's items that belong to it, by the rules of
 * src/shared/tabs.ts as here. Every item is written once however many tabs show it. The tab
 * list needs the script; without it (and in print) the panel shows what the page's own rules
 * show, named by `labelledBy` rather than by a tab the reader cannot see. Hand-written because
 * Chakra's Tabs bring a state machine runtime (~14 KB gzip) for what is a row of buttons here.
 */
export function Tabs({ label, options, value, labelledBy, children, stagger, ...panel }: TabsProps) {
  const baseId = useId()
  const tabId = (option: string) => `${baseId}-tab-${option}`
  const panelId = `${baseId}-panel`
  const ref = useIsland<HTMLDivElement>(tabs)

  return (
    <div ref={ref} {...tabsMarkup.root} {...tabsMarkup.values({ stagger })}>
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
              aria-controls={panelId}
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
      <chakra.div
        role="tabpanel"
        id={panelId}
        {...tabsMarkup.target("panel")}
        aria-labelledby={labelledBy}
        tabIndex={0}
        rounded="md"
        focusVisibleRing="outside"
        {...panel}
      >
        {children}
      </chakra.div>
    </div>
  )
}
