import { contactForm } from "./contact-form"
import { footer } from "./footer"
import { header } from "./header"
import { notFound } from "./not-found"
import { projectImage } from "./project-image"
import { projects } from "./projects"
import { revealAll } from "./reveal"
import { spotlight } from "./spotlight"
import { tabs } from "./tabs"
import { themeSwitch } from "./theme-switch"
import { tooltip } from "./tooltip"
import type { Island, IslandGroup } from "./types"

/** Every island by the name its markup carries in data-island. */
export const islands: Record<string, Island> = {
  "contact-form": contactForm(),
  footer,
  header,
  "not-found": notFound,
  "project-image": projectImage,
  projects,
  spotlight,
  tabs,
  "theme-switch": themeSwitch,
  tooltip,
}

/** Islands that start all their elements together (see IslandGroup), before the others. */
export const islandGroups: Record<string, IslandGroup> = {
  reveal: revealAll,
}
