import React from "react"
import { useLocalizedPath } from "../providers/page-language"
import { chakra, Text } from "@chakra-ui/react"
import { headerContract } from "./header.island"
import { NamedIcon } from "../../icons/NamedIcon"
import { entryAnimation } from "../../theme/without-script"
import { islandMarkup } from "../../islands/markup"
import type { NavigationEntry } from "./useLayoutData"

const headerMarkup = islandMarkup(headerContract)

/**
 * The active entry is marked aria-current="location": the first in the HTML (a page opens at
 * its top), then the one the header island finds as the visitor scrolls. Chakra's
 * _currentPage matches only "page". Colour and background both change, so the cue does
 * not rest on colour alone.
 */
const CURRENT_ENTRY = "&[aria-current=location]"

/**
 * The entries in the bar (wide screens) and in the phone menu: how each appears (the spec's
 * 0.1 s and 0.05 s between entries) and looks. In the bar, the icons and the wider padding come
 * from wide screens up: between 1024 and 1280 px the words need their room (Kiswahili's are long:
 * __tests__/site/header.site.ts).
 */
const PLACES = {
  bar: {
    appear: { duration: 0.5, step: 0.1 },
    link: { display: "inline-flex", gap: "2", py: "2", px: { base: "2", xl: "3" }, fontSize: "sm", fontWeight: "medium", color: "fg.muted", focusVisibleRing: "outside" },
    icon: { display: { base: "none", xl: "inline" } },
    hover: { color: "fg", bg: "bg.muted" },
  },
  menu: {
    appear: { duration: 0.3, step: 0.05 },
    link: { display: "flex", gap: "3", py: "2.5", px: "3", color: "fg", focusVisibleRing: "inside" },
    icon: {},
    hover: { bg: "bg.muted" },
  },
} as const

interface NavEntryProps {
  entry: NavigationEntry
  index: number
  /** On the home page an entry is a same-page anchor; elsewhere it leads back home. */
  isHome: boolean
  place: keyof typeof PLACES
}

/** One navigation entry: a link to its section, with its icon and, in the phone menu, its caption. */
export function NavEntry({ entry, index, isHome, place }: NavEntryProps) {
  const { appear, link, icon, hover } = PLACES[place]
  const localized = useLocalizedPath()
  return (
    <chakra.li
      {...entryAnimation(index * appear.step)}
      animation={`fade-in ${appear.duration}s ease-out both`}
    >
      <chakra.a
        href={isHome ? `#${entry.jsonId}` : `${localized("/")}#${entry.jsonId}`}
        {...headerMarkup.target("navLink")}
        {...headerMarkup.values({ section: entry.jsonId })}
        aria-current={isHome && index === 0 ? "location" : undefined}
        alignItems="center"
        rounded="md"
        transition="color 0.2s, background 0.2s"
        {...link}
        _hover={hover}
        css={{ [CURRENT_ENTRY]: { color: "brand.fg", bg: "brand.subtle" }, "& > svg": icon }}
      >
        <NamedIcon icon={entry.icon} aria-hidden="true" />
        {place === "bar" ? (
          entry.label
        ) : (
          <span>
            <Text as="span" display="block" fontWeight="medium">
              {entry.label}
            </Text>
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {entry.mobileCaption}
            </Text>
          </span>
        )}
      </chakra.a>
    </chakra.li>
  )
}
