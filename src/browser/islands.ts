import { footer } from "../components/layout/footer.island"
import { header } from "../components/layout/header.island"
import { themeSwitch } from "../components/layout/theme-switch.island"
import { reveal } from "../components/motion/reveal.island"
import { copyText } from "../components/ui/copy-text.island"
import { contactForm } from "../components/sections/contact/contact-form.island"
import { spotlight } from "../components/sections/hero/spotlight.island"
import { notFound } from "../components/sections/not-found/not-found.island"
import { projectImage } from "../components/sections/projects/project-image.island"
import { projects } from "../components/sections/projects/projects.island"
import { tabs } from "../components/ui/tabs.island"
import { tooltip } from "../components/ui/tooltip.island"
import type { Island } from "../islands/contract"

/** Every island the built pages can start. */
const ALL_ISLANDS = [header, themeSwitch, footer, reveal, spotlight, projects, projectImage, tabs, tooltip, contactForm, copyText, notFound] as const

/** The names an island's root may carry in ISLAND_ATTRIBUTE (src/islands/contract.ts): the contracts' names, nothing else. */
export type IslandName = (typeof ALL_ISLANDS)[number]["name"]

/** Every island by the name its markup carries in ISLAND_ATTRIBUTE. */
export const islands: ReadonlyMap<IslandName, Island> = new Map(ALL_ISLANDS.map((island) => [island.name, island]))
