import React from "react"
import { Button, Flex, SimpleGrid, Text } from "@chakra-ui/react"
import { LuArrowRight } from "../../ui/icons"
import { FEATURED_TAB, skillsForTab } from "../../../lib/skills"
import { tabs } from "../../../islands/tabs"
import { useIsland } from "../../../islands/useIsland"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { Tabs } from "../../ui/Tabs"
import type { CategoryOption } from "../projects/types"
import { SkillCard, type SkillCardData, type SkillCardText } from "./SkillCard"

/** Seconds between skill cards as they appear. */
export const SKILL_CARD_STAGGER_S = 0.05

/** The skills section's texts, from data/site.json "skills". */
export interface SkillsText {
  title: string
  subtitle: string
  tabs: readonly CategoryOption[]
  /** The tab "View all skills" opens; the data's validation makes sure it is one of the tabs. */
  viewAllTab: string
  viewAll: string
  empty: string
  card: SkillCardText
}

export interface SkillsProps {
  text: SkillsText
  skills: readonly SkillCardData[]
}

/**
 * Skills in tabs: Featured first, then one tab per category. Every panel is in the HTML;
 * without JavaScript (and in print) the categories show one under another.
 */
export function Skills({ text, skills }: SkillsProps) {
  const ref = useIsland<HTMLDivElement>(tabs)
  const options = text.tabs.map((option) => ({
    value: option.category,
    label: option.label,
    // Featured repeats skills of the categories.
    readableWithoutTabs: option.category !== FEATURED_TAB,
  }))

  return (
    <Section id="skills" title={text.title} subtitle={text.subtitle}>
      <div ref={ref} data-island="tabs">
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
                {option.value === FEATURED_TAB && (
                  <Flex justify="center" mt="8">
                    <Button variant="outline" data-show-tab={text.viewAllTab} data-until-ready="" disabled>
                      {text.viewAll}
                      <LuArrowRight aria-hidden="true" />
                    </Button>
                  </Flex>
                )}
              </>
            )
          }}
        />
      </div>
    </Section>
  )
}
