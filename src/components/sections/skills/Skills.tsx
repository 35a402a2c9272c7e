import React, { useRef, useState } from "react"
import { Button, Flex, SimpleGrid, Text } from "@chakra-ui/react"
import { LuArrowRight } from "react-icons/lu"
import { FEATURED_TAB, skillsForTab } from "../../../lib/skills"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import { focusTab, Tabs } from "../../ui/Tabs"
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

export function Skills({ text, skills }: SkillsProps) {
  const [tab, setTab] = useState(FEATURED_TAB)
  const container = useRef<HTMLDivElement>(null)
  const tabSkills = skillsForTab(skills, tab)

  // The pressed button leaves with its panel; the keyboard focus moves to the new tab.
  const showAllSkills = () => {
    setTab(text.viewAllTab)
    if (container.current) focusTab(text.viewAllTab, container.current)
  }

  return (
    <Section id="skills" title={text.title} subtitle={text.subtitle}>
      <div ref={container}>
        <Tabs
          label="Skill categories"
          options={text.tabs.map((option) => ({ value: option.category, label: option.label }))}
          value={tab}
          onChange={setTab}
        >
          {tabSkills.length === 0 ? (
            <Text textAlign="center" color="fg.muted" py="10">
              {text.empty}
            </Text>
          ) : (
            <SimpleGrid as="ul" key={tab} columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
              {tabSkills.map((skill, index) => (
                <Reveal as="li" key={skill.name} delay={index * SKILL_CARD_STAGGER_S}>
                  <SkillCard skill={skill} text={text.card} />
                </Reveal>
              ))}
            </SimpleGrid>
          )}
          {tab === FEATURED_TAB && (
            <Flex justify="center" mt="8">
              <Button variant="outline" onClick={showAllSkills}>
                {text.viewAll}
                <LuArrowRight aria-hidden="true" />
              </Button>
            </Flex>
          )}
        </Tabs>
      </div>
    </Section>
  )
}
