import React from "react"
import { HStack, type StackProps } from "@chakra-ui/react"
import { TextLink } from "../ui/TextLink"
import { nativeLanguageName, type PageAlternate } from "../../shared/languages"
import { LuLanguages } from "../../icons/template-icons"

interface LanguageSwitchProps extends StackProps {
  /** The page's language. */
  language: string
  /** The same page in every language of the site (gatsby-node's page context). */
  alternates: readonly PageAlternate[]
  /** What the switch is called (data/site.json header.languages), read out by screen readers. */
  label: string
  /** A landmark of its own (the bar's), or a named group inside another (the phone menu's, inside its navigation). */
  landmark?: boolean
}

/**
 * The same page in the site's other languages: plain links, each named in its own language
 * and marked with it (lang, hreflang), so that it works without JavaScript and adds no script.
 * A page that a language does not have leads to that language's home (gatsby-node names it).
 */
export function LanguageSwitch({ language, alternates, label, landmark = true, ...stack }: LanguageSwitchProps) {
  const others = alternates.filter((alternate) => alternate.language !== language)
  if (others.length === 0) return null
  return (
    <HStack as={landmark ? "nav" : "div"} role={landmark ? undefined : "group"} aria-label={label} gap="1" {...stack}>
      <LuLanguages aria-hidden="true" />
      <HStack as="ul" gap="1" listStyleType="none">
        {others.map((alternate) => (
          <li key={alternate.language}>
            {/* The site's inline link, as tall as a touch target. */}
            <TextLink href={alternate.path} lang={alternate.language} hrefLang={alternate.language} display="inline-flex" alignItems="center" minH="10" px="2" fontSize="sm" fontWeight="medium">
              {nativeLanguageName(alternate.language)}
            </TextLink>
          </li>
        ))}
      </HStack>
    </HStack>
  )
}
