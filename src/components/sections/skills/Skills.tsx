import React from "react"
import { Button, chakra, Flex, Heading, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { LuArrowRight } from "../../../icons/template-icons"
import { FEATURED_TAB, rankSkills, skillGroups, tabsOfSkill, tabsWithSkills, viewAllTab } from "../../../shared/skills"
import { islandMarkup, scriptOnly } from "../../../islands/markup"
import { showGridWithoutScript, showWithoutScript } from "../../../theme/without-script"
import { Section, sectionHeadingId } from "../../layout/Section"
import { Tabs, tabItem } from "../../ui/Tabs"
import { tabsContract } from "../../ui/tabs.island"
import { SkillCard } from "./SkillCard"

const tabsMarkup = islandMarkup(tabsContract)

/** Seconds between skill cards as they appear. */
export const SKILL_CARD_STAGGER_S = 0.05

/** A heading's or a card's place on paper, category by category, whatever the DOM's order. */
const PRINT_ORDER_PROPERTY = "--print-order"

const SECTION_ID = "skills"

const printOrder = (place: number) => ({ [PRINT_ORDER_PROPERTY]: place }) as React.CSSProperties

export interface SkillsProps {
  site: Queries.SkillsSectionFragment
  skills: readonly Queries.SkillCardFragment[]
}

/**
 * Skills in tabs: Featured first, then one tab per category that has skills. The markup is the
 * skills category by category, each category's heading then its list, highest level first,
 * each skill written once: what a reader gets without JavaScript. With the script, on screen,
 * the headings are hidden, the tabs island puts every card in one list in the order of all the
 * skills' ranking (each card's rank), so that Featured, which mixes categories, is highest level
 * first in the grid and to a screen reader alike, and a tab shows its share. On paper every
 * category is under its heading again, whichever order the DOM has then: each heading and card
 * carries its place in the category-by-category order (PRINT_ORDER_PROPERTY). The panel is
 * named by the section's heading until the tabs island names it after the selected tab.
 */
export function Skills({ site, skills }: SkillsProps) {
  const text = site.skills
  const tabs = tabsWithSkills(text.tabs, skills)
  const groups = skillGroups(text.tabs, skills)
  const showTab = viewAllTab(text.viewAllTab, tabs)
  const ranked = rankSkills(skills)
  // A card's place among the cards of the tab it first shows on (Featured's, else its category's) staggers its reveal.
  const placeOf = (skill: Queries.SkillCardFragment) => {
    const tab = skill.featured ? FEATURED_TAB : skill.category
    return ranked.filter((other) => tabsOfSkill(other).includes(tab)).indexOf(skill)
  }
  const hasFeatured = skills.some((skill) => skill.featured)
  // On paper, each category's heading then its skills: where each group starts.
  const groupStarts = groups.map((_, index) => groups.slice(0, index).reduce((place, group) => place + 1 + group.skills.length, 0))

  return (
    <Section id={SECTION_ID} title={text.title} subtitle={text.subtitle}>
      <Tabs
        // Remade when the skills change (gatsby develop): the island has moved the cards that
        // React would otherwise update where it rendered them.
        key={ranked.map((skill) => skill.name).join("\n")}
        label={site.labels.skillCategories}
        options={tabs.map((tab) => ({ value: tab.category, label: tab.label }))}
        value={FEATURED_TAB}
        labelledBy={sectionHeadingId(SECTION_ID)}
        stagger={SKILL_CARD_STAGGER_S}
        display="grid"
        gridTemplateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }}
        gap="4"
        css={{
          // A category none of whose skills the tab shows is no list at all, rather than an empty one.
          "@media screen and (scripting: enabled)": { "& ul:not(:has(> li:not([hidden])))": { display: "none" } },
          "@media print": { "& > h3, & li": { order: `var(${PRINT_ORDER_PROPERTY})` } },
        }}
      >
        {groups.map((group, groupIndex) => (
          <React.Fragment key={group.category}>
            <Heading as="h3" fontSize="xl" gridColumn="1 / -1" hidden {...showWithoutScript} style={printOrder(groupStarts[groupIndex])}>
              {group.label}
            </Heading>
            <chakra.ul display="contents" listStyleType="none">
              {group.skills.map((skill, index) => {
                const rank = ranked.indexOf(skill)
                return (
                  <SkillCard
                    key={skill.name}
                    skill={skill}
                    text={text.card}
                    labelId={`skill-${rank}`}
                    {...tabItem(tabsOfSkill(skill), FEATURED_TAB, rank)}
                    {...showGridWithoutScript}
                    delay={placeOf(skill) * SKILL_CARD_STAGGER_S}
                    style={printOrder(groupStarts[groupIndex] + 1 + index)}
                  />
                )
              })}
            </chakra.ul>
          </React.Fragment>
        ))}
        {!hasFeatured && (
          <Text {...tabItem([FEATURED_TAB], FEATURED_TAB)} {...scriptOnly} gridColumn="1 / -1" textAlign="center" color="fg.muted" py="10">
            {text.empty}
          </Text>
        )}
        {showTab && (
          // After every card, whatever its rank.
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
    labels {
      skillCategories
    }
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
