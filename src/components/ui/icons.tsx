/**
 * The icon keys the owner may use in data/ and the icons they stand for. Each icon is
 * imported by name so only these ship; the same keys are listed in the data schemas.
 */
import type { IconType } from "react-icons"
import {
  LuAtom,
  LuBriefcase,
  LuCloud,
  LuCode,
  LuCoffee,
  LuContainer,
  LuCreditCard,
  LuDatabase,
  LuFlame,
  LuGitBranch,
  LuGithub,
  LuGlobe,
  LuHouse,
  LuKanban,
  LuLayers,
  LuLayoutTemplate,
  LuLeaf,
  LuLinkedin,
  LuMail,
  LuPalette,
  LuServer,
  LuShare2,
  LuSmartphone,
  LuTerminal,
  LuTwitter,
  LuUser,
  LuUsers,
  LuWorkflow,
} from "react-icons/lu"

const icons: Record<string, IconType> = {
  atom: LuAtom,
  briefcase: LuBriefcase,
  cloud: LuCloud,
  code: LuCode,
  coffee: LuCoffee,
  container: LuContainer,
  "credit-card": LuCreditCard,
  database: LuDatabase,
  flame: LuFlame,
  "git-branch": LuGitBranch,
  github: LuGithub,
  globe: LuGlobe,
  home: LuHouse,
  kanban: LuKanban,
  layers: LuLayers,
  layout: LuLayoutTemplate,
  leaf: LuLeaf,
  linkedin: LuLinkedin,
  mail: LuMail,
  palette: LuPalette,
  server: LuServer,
  share: LuShare2,
  smartphone: LuSmartphone,
  terminal: LuTerminal,
  twitter: LuTwitter,
  user: LuUser,
  users: LuUsers,
  workflow: LuWorkflow,
}

/** The icon for a data key; unknown keys (prevented by the schemas) fall back to "code". */
export function iconFor(key: string): IconType {
  return icons[key] ?? LuCode
}

export const iconKeys = Object.keys(icons)
