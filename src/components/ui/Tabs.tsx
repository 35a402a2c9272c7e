import React, { useId, useRef } from "react"
import { chakra, Flex } from "@chakra-ui/react"

export interface TabOption {
  value: string
  label: string
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string
  options: readonly TabOption[]
  value: string
  onChange: (value: string) => void
  /** The content of the selected tab. */
  children: React.ReactNode
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * select them; Tab moves into the panel. Hand-written because Chakra's Tabs bring a state
 * machine runtime (~14 KB gzip) for what is a row of buttons here.
 */
export function Tabs({ label, options, value, onChange, children }: TabsProps) {
  const baseId = useId()
  const tabs = useRef(new Map<string, HTMLButtonElement>())
  const tabId = (option: string) => `${baseId}-tab-${option}`
  const panelId = `${baseId}-panel`

  const select = (index: number) => {
    const option = options[(index + options.length) % options.length]
    onChange(option.value)
    tabs.current.get(option.value)?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: options.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(moves[event.key])
  }

  return (
    <>
      <Flex role="tablist" aria-label={label} wrap="wrap" justify="center" gap="2" mb="10">
        {options.map((option, index) => {
          const selected = option.value === value
          return (
            <chakra.button
              key={option.value}
              ref={(element: HTMLButtonElement | null) => {
                if (element) tabs.current.set(option.value, element)
              }}
              type="button"
              role="tab"
              id={tabId(option.value)}
              data-value={option.value}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(option.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
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
        aria-labelledby={tabId(value)}
        tabIndex={0}
        rounded="md"
        focusVisibleRing="outside"
      >
        {children}
      </chakra.div>
    </>
  )
}

/** Focuses the tab of the given value, e.g. after a button elsewhere selected it. */
export function focusTab(value: string, container: ParentNode = document): void {
  container.querySelector<HTMLElement>(`[role="tab"][data-value="${CSS.escape(value)}"]`)?.focus()
}
