import React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import type { IconType } from "react-icons"
import { islandMarkup, scriptOnly } from "../../islands/markup"
import { useIsland } from "../../islands/useIsland"
import { THEME_CHOICES, type ThemeChoice } from "../../shared/theme-choice"
import { LuMonitor, LuMoon, LuSun } from "../../icons/template-icons"
import { Tooltip } from "../ui/Tooltip"
import { themeSwitch, themeSwitchContract } from "./theme-switch.island"
import type { LayoutData } from "./useLayoutData"

const themeSwitchMarkup = islandMarkup(themeSwitchContract)

const ICONS: Record<ThemeChoice, IconType> = { light: LuSun, dark: LuMoon, system: LuMonitor }

interface ThemeSwitchProps extends Omit<HTMLChakraProps<"div">, "children"> {
  text: LayoutData["site"]["header"]["theme"]
  /** Icons with a tooltip (the desktop bar) or icons with their names (the phone menu). */
  labels: "tooltip" | "visible"
}

/**
 * Light, dark or the system's setting (theme-switch.island.ts). The HTML presses
 * "system"; the island presses the visitor's choice. Its look follows aria-pressed (colour
 * and background), so choosing changes no class. Without a script it cannot work: it ships
 * disabled and is not shown.
 */
export function ThemeSwitch({ text, labels, ...props }: ThemeSwitchProps) {
  const ref = useIsland<HTMLDivElement>(themeSwitch)
  return (
    <chakra.div
      ref={ref}
      {...themeSwitchMarkup.root}
      {...scriptOnly}
      role="group"
      aria-label={text.label}
      display="inline-flex"
      gap="0.5"
      p="0.5"
      rounded="full"
      borderWidth="1px"
      borderColor="border"
      {...props}
    >
      {THEME_CHOICES.map((choice) => {
        const Icon = ICONS[choice]
        const button = (
          <chakra.button
            key={choice}
            type="button"
            {...themeSwitchMarkup.target("choice")}
            {...themeSwitchMarkup.values({ choice })}
            {...themeSwitchMarkup.scriptOnlyControl}
            aria-pressed={choice === "system"}
            aria-label={labels === "tooltip" ? text[choice] : undefined}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            gap="2"
            minW="8"
            h="8"
            px={labels === "visible" ? "3" : "0"}
            rounded="full"
            fontSize="sm"
            fontWeight="medium"
            color="fg.muted"
            cursor="pointer"
            transition="color 0.2s, background 0.2s"
            _hover={{ color: "fg", bg: "bg.muted" }}
            _pressed={{ color: "brand.fg", bg: "brand.muted", _hover: { bg: "brand.muted" } }}
            _disabled={{ cursor: "default" }}
            focusVisibleRing="outside"
          >
            <Icon aria-hidden="true" />
            {labels === "visible" && text[choice]}
          </chakra.button>
        )
        return labels === "tooltip" ? (
          <Tooltip key={choice} content={text[choice]} placement="bottom">
            {button}
          </Tooltip>
        ) : (
          button
        )
      })}
    </chakra.div>
  )
}
