import React, { useRef, useState } from "react"
import { Button, Flex, SimpleGrid, Tabs, Text } from "@chakra-ui/react"
import { LuArrowRight } from "react-icons/lu"
import { FEATURED_TAB, skillsForTab } from "../../../lib/skills"
import { Section } from "../../layout/Section"
import { Reveal } from "../../motion/Reveal"
import type { CategoryOption } from "../projects/types"
import { SkillCard, type SkillCardData } from "./SkillCard"

/** Seconds between skill cards as they appear. */
export const SKILL_CARD_STAGGER_S = 0.05
/** The tab "View all skills" opens. */
const ALL_SKILLS_TAB = "languages"

export interface SkillsProps {
  title: string
  subtitle: string
  tabs: readonly CategoryOption[]
  skills: readonly SkillCardData[]
}

export function Skills({ title, subtitle, tabs, skills }: SkillsProps) {
  const [tab, setTab] = useState(FEATURED_TAB)
  const triggers = useRef(new Map<string, HTMLButtonElement>())
  // The button that was pressed disappears with its panel; keep the keyboard focus on the new tab.
  const showAllSkills = () => {
    setTab(ALL_SKILLS_TAB)
    triggers.current.get(ALL_SKILLS_TAB)?.focus()
  }
  return (
    <Section id="skills" title={title} subtitle={subtitle}>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="plain" lazyMount={false}>
        <Tabs.List
          aria-label="Skill categories"
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          gap="2"
          mb="10"
        >
          {tabs.map((option) => (
            <Tabs.Trigger
              key={option.category}
              value={option.category}
              ref={(element) => {
                if (element) triggers.current.set(option.category, element)
              }}
              rounded="full"
              px="4"
              h="9"
              fontSize="sm"
              borderWidth="1px"
              borderColor="border.emphasized"
              color="fg.muted"
              _selected={{ bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid" }}
              focusVisibleRing="outside"
            >
              {option.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((option) => {
          const tabSkills = skillsForTab(skills, option.category)
          return (
            <Tabs.Content key={option.category} value={option.category} focusVisibleRing="outside" rounded="md">
              {tabSkills.length === 0 ? (
                <Text textAlign="center" color="fg.muted" py="10">
                  No skills found
                </Text>
              ) : (
                <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
                  {tabSkills.map((skill, index) => (
                    <Reveal as="li" key={skill.name} delay={index * SKILL_CARD_STAGGER_S}>
                      <SkillCard skill={skill} />
                    </Reveal>
                  ))}
                </SimpleGrid>
              )}
              {option.category === FEATURED_TAB && (
                <Flex justify="center" mt="8">
                  <Button variant="outline" onClick={showAllSkills}>
                    View all skills
                    <LuArrowRight aria-hidden="true" />
                  </Button>
                </Flex>
              )}
            </Tabs.Content>
          )
        })}
      </Tabs.Root>
    </Section>
  )
}
