import React from "react"
import { Button, chakra, Flex, Heading, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuArrowRight } from "../../ui/icons"
import { FEATURED_TAB, rankSkills, tabsOfSkill, tabsWithSkills, viewAllTab } from "../../../lib/skills"
import { islandMarkup, scriptOnly } from "../../../islands/markup"
import { showGridWithoutScript, showWithoutScript } from "../../../theme/without-script"
import { Section } from "../../layout/Section"
import { Tabs, tabItem } from "../../ui/Tabs"
import { tabsContract } from "../../ui/tabs.island"
import { SkillCard } from "./SkillCard"

const tabsMarkup = islandMarkup(tabsContract)

/** Seconds between skill cards as they appear. */
export const SKILL_CARD_STAGGER_S = 0.05

/** The category a heading or card is grouped under where tabs cannot work. */
const GROUP_PROPERTY = "--group"

export interface SkillsProps {
  site: Queries.SkillsSectionFragment
  skills: readonly Queries.SkillCardFragment[]
}

/**
 * Skills in tabs: Featured first, then one tab per category that has skills. Each skill is
 * written once, in one list of all of them, highest level first, which any tab's share keeps;
 * a tab shows its share. Without JavaScript (and in print) every skill shows under its
 * category's heading: the list is laid out category by category (CSS order), the headings
 * before their skills.
 */
export function Skills({ site, skills }: SkillsProps) {
  const text = site.skills
  const tabs = tabsWithSkills(text.tabs, skills)
  const categories = tabs.filter((tab) => tab.category !== FEATURED_TAB)
  const groupOf = (category: string) => ({ [GROUP_PROPERTY]: categories.findIndex((tab) => tab.category === category) })
  const showTab = viewAllTab(text.viewAllTab, tabs)
  const ranked = rankSkills(skills)
  // A card's place among the cards of the tab it first shows on (Featured's, else its category's) staggers its reveal.
  const placeOf = (skill: Queries.SkillCardFragment) => {
    const tab = skill.featured ? FEATURED_TAB : skill.category
    return ranked.filter((other) => tabsOfSkill(other).includes(tab)).indexOf(skill)
  }
  const hasFeatured = skills.some((skill) => skill.featured)

  return (
    <Section id="skills" title={text.title} subtitle={text.subtitle}>
      <Tabs
        label="Skill categories"
        options={tabs.map((tab) => ({ value: tab.category, label: tab.label }))}
        value={FEATURED_TAB}
        display="grid"
        gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }}
        gap="4"
        css={{ "@media (scripting: none), print": { "& > h3, & li": { order: `var(${GROUP_PROPERTY})` } } }}
      >
        {categories.map((tab) => (
          <Heading key={tab.category} as="h3" fontSize="xl" gridColumn="1 / -1" hidden {...showWithoutScript} style={groupOf(tab.category) as React.CSSProperties}>
            {tab.label}
          </Heading>
        ))}
        <chakra.ul display="contents" listStyleType="none">
          {ranked.map((skill, index) => (
            <SkillCard
              key={skill.name}
              skill={skill}
              text={text.card}
              labelId={`skill-${index}`}
              {...tabItem(tabsOfSkill(skill), FEATURED_TAB)}
              {...showGridWithoutScript}
              delay={placeOf(skill) * SKILL_CARD_STAGGER_S}
              style={groupOf(skill.category) as React.CSSProperties}
            />
          ))}
        </chakra.ul>
        {!hasFeatured && (
          <Text {...tabItem([FEATURED_TAB], FEATURED_TAB)} {...scriptOnly} gridColumn="1 / -1" textAlign="center" color="fg.muted" py="10">
            {text.empty}
          </Text>
        )}
        {showTab && (
          <Flex {...tabItem([FEATURED_TAB], FEATURED_TAB)} {...scriptOnly} gridColumn="1 / -1" justify="center" mt="4">
            <Button variant="outline" {...tabsMarkup.target("showTab")} {...tabsMarkup.values({ show: showTab })} {...tabsMarkup.scriptOnlyControl}>
              {text.viewAll}
              <LuArrowRight aria-hidden="true" />
            </Button>
          </Flex>
        )}
      </Tabs>
    </Section>
  )
}

export const fragment = graphql`
  fragment SkillsSection on SiteJson {
    skills {
      title
      subtitle
      tabs {
        category
        label
      }
      # The tab "View all skills" opens (viewAllTab: when that tab is shown); the data's validation makes sure it is one of the tabs.
      viewAllTab
      viewAll
      empty
      card {
        ...SkillCardText
      }
    }
  }
`
