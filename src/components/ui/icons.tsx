/**
 * The site's icons (Lucide, from react-icons), each drawn from the page's sprite
 * (./icon-sprite), and the icon keys the owner may use in data/ with the icons they stand
 * for. Each icon is imported by name so only these ship; the same keys are listed in the
 * data schemas. Components import their icons from here, not from react-icons.
 */
import type { IconType } from "react-icons"
import { spriteIcon } from "./icon-sprite"
import {
  LuArrowDown as RawArrowDown,
  LuArrowLeft as RawArrowLeft,
  LuArrowRight as RawArrowRight,
  LuArrowUp as RawArrowUp,
  LuAtom as RawAtom,
  LuBriefcase as RawBriefcase,
  LuCircleCheck as RawCircleCheck,
  LuClock as RawClock,
  LuCloud as RawCloud,
  LuCode as RawCode,
  LuCoffee as RawCoffee,
  LuContainer as RawContainer,
  LuCopy as RawCopy,
  LuCreditCard as RawCreditCard,
  LuDatabase as RawDatabase,
  LuDownload as RawDownload,
  LuExternalLink as RawExternalLink,
  LuFileText as RawFileText,
  LuFlame as RawFlame,
  LuFolderOpen as RawFolderOpen,
  LuGitBranch as RawGitBranch,
  LuGithub as RawGithub,
  LuGlobe as RawGlobe,
  LuHouse as RawHouse,
  LuImageOff as RawImageOff,
  LuKanban as RawKanban,
  LuLayers as RawLayers,
  LuLayoutTemplate as RawLayoutTemplate,
  LuLeaf as RawLeaf,
  LuLinkedin as RawLinkedin,
  LuMail as RawMail,
  LuMapPin as RawMapPin,
  LuMenu as RawMenu,
  LuMonitor as RawMonitor,
  LuMoon as RawMoon,
  LuPalette as RawPalette,
  LuPhone as RawPhone,
  LuSearchX as RawSearchX,
  LuSend as RawSend,
  LuServer as RawServer,
  LuShare2 as RawShare2,
  LuSmartphone as RawSmartphone,
  LuSun as RawSun,
  LuTerminal as RawTerminal,
  LuTwitter as RawTwitter,
  LuUser as RawUser,
  LuUsers as RawUsers,
  LuWorkflow as RawWorkflow,
  LuX as RawX,
} from "react-icons/lu"

export const LuArrowDown = spriteIcon(RawArrowDown)
export const LuArrowLeft = spriteIcon(RawArrowLeft)
export const LuArrowRight = spriteIcon(RawArrowRight)
export const LuArrowUp = spriteIcon(RawArrowUp)
export const LuAtom = spriteIcon(RawAtom)
export const LuBriefcase = spriteIcon(RawBriefcase)
export const LuCircleCheck = spriteIcon(RawCircleCheck)
export const LuClock = spriteIcon(RawClock)
export const LuCloud = spriteIcon(RawCloud)
export const LuCode = spriteIcon(RawCode)
export const LuCoffee = spriteIcon(RawCoffee)
export const LuCopy = spriteIcon(RawCopy)
export const LuContainer = spriteIcon(RawContainer)
export const LuCreditCard = spriteIcon(RawCreditCard)
export const LuDatabase = spriteIcon(RawDatabase)
export const LuDownload = spriteIcon(RawDownload)
export const LuExternalLink = spriteIcon(RawExternalLink)
export const LuFileText = spriteIcon(RawFileText)
export const LuFlame = spriteIcon(RawFlame)
export const LuFolderOpen = spriteIcon(RawFolderOpen)
export const LuGitBranch = spriteIcon(RawGitBranch)
export const LuGithub = spriteIcon(RawGithub)
export const LuGlobe = spriteIcon(RawGlobe)
export const LuHouse = spriteIcon(RawHouse)
export const LuImageOff = spriteIcon(RawImageOff)
export const LuKanban = spriteIcon(RawKanban)
export const LuLayers = spriteIcon(RawLayers)
export const LuLayoutTemplate = spriteIcon(RawLayoutTemplate)
export const LuLeaf = spriteIcon(RawLeaf)
export const LuLinkedin = spriteIcon(RawLinkedin)
export const LuMail = spriteIcon(RawMail)
export const LuMapPin = spriteIcon(RawMapPin)
export const LuMenu = spriteIcon(RawMenu)
export const LuMonitor = spriteIcon(RawMonitor)
export const LuMoon = spriteIcon(RawMoon)
export const LuPalette = spriteIcon(RawPalette)
export const LuPhone = spriteIcon(RawPhone)
export const LuSearchX = spriteIcon(RawSearchX)
export const LuSend = spriteIcon(RawSend)
export const LuServer = spriteIcon(RawServer)
export const LuShare2 = spriteIcon(RawShare2)
export const LuSmartphone = spriteIcon(RawSmartphone)
export const LuSun = spriteIcon(RawSun)
export const LuTerminal = spriteIcon(RawTerminal)
export const LuTwitter = spriteIcon(RawTwitter)
export const LuUser = spriteIcon(RawUser)
export const LuUsers = spriteIcon(RawUsers)
export const LuWorkflow = spriteIcon(RawWorkflow)
export const LuX = spriteIcon(RawX)

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
