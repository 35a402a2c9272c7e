import React from "react"
import { Button, Flex, SimpleGrid, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuArrowRight } from "../../ui/icons"
import { FEATURED_TAB, skillsForTab, tabsWithSkills, viewAllTab } from "../../../lib/skills"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { Tabs } from "../../ui/Tabs"
import { tabsContract } from "../../ui/tabs.island"
import { SkillCard } from "./SkillCard"
import { islandMarkup } from "../../../islands/markup"

const tabsMarkup = islandMarkup(tabsContract)

/** Seconds between skill cards as they appear. */
export const SKILL_CARD_STAGGER_S = 0.05

export interface SkillsProps {
  site: Queries.SkillsSectionFragment
  skills: readonly Queries.SkillCardFragment[]
}

/**
 * Skills in tabs: Featured first, then one tab per category that has skills. Every panel is in
 * the HTML; without JavaScript (and in print) the categories show one under another.
 */
export function Skills({ site, skills }: SkillsProps) {
  const text = site.skills
  const tabs = tabsWithSkills(text.tabs, skills)
  const showTab = viewAllTab(text.viewAllTab, tabs)
  const options = tabs.map((option) => ({
    value: option.category,
    label: option.label,
    // Featured repeats skills of the categories.
    readableWithoutTabs: option.category !== FEATURED_TAB,
  }))

  return (
    <Section id="skills" title={text.title} subtitle={text.subtitle}>
      <Tabs
        label="Skill categories"
        options={options}
        value={FEATURED_TAB}
        panel={(option) => {
          const tabSkills = skillsForTab(skills, option.value)
          return (
            <>
              {tabSkills.length === 0 ? (
                <Text textAlign="center" color="fg.muted" py="10">
                  {text.empty}
                </Text>
              ) : (
                <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
                  {tabSkills.map((skill, index) => (
                    <Reveal as="li" key={skill.name} delay={index * SKILL_CARD_STAGGER_S}>
                      <SkillCard skill={skill} text={text.card} />
                    </Reveal>
                  ))}
                </SimpleGrid>
              )}
              {option.value === FEATURED_TAB && showTab && (
                <Flex justify="center" mt="8">
                  <Button variant="outline" {...tabsMarkup.target("showTab")} {...tabsMarkup.values({ show: showTab })} {...tabsMarkup.scriptOnlyControl}>
                    {text.viewAll}
                    <LuArrowRight aria-hidden="true" />
                  </Button>
                </Flex>
              )}
            </>
          )
        }}
      />
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
