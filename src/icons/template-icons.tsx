/**
 * The template's own icons (Lucide, from react-icons), each drawn from the page's sprite
 * (./icon-sprite). Components import their icons from here, not from react-icons; the icons
 * the owner names in data/ come from the data layer instead (src/icons/catalogue.ts, NamedIcon).
 */
import { spriteIcon } from "./icon-sprite"
import {
  LuArrowDown as RawArrowDown,
  LuArrowLeft as RawArrowLeft,
  LuArrowRight as RawArrowRight,
  LuArrowUp as RawArrowUp,
  LuAward as RawAward,
  LuBadgeCheck as RawBadgeCheck,
  LuBookOpen as RawBookOpen,
  LuCircleCheck as RawCircleCheck,
  LuClock as RawClock,
  LuCopy as RawCopy,
  LuDownload as RawDownload,
  LuExternalLink as RawExternalLink,
  LuFileText as RawFileText,
  LuFolderOpen as RawFolderOpen,
  LuGithub as RawGithub,
  LuHouse as RawHouse,
  LuImageOff as RawImageOff,
  LuLanguages as RawLanguages,
  LuMail as RawMail,
  LuMapPin as RawMapPin,
  LuMenu as RawMenu,
  LuMic as RawMic,
  LuMonitor as RawMonitor,
  LuMoon as RawMoon,
  LuPhone as RawPhone,
  LuSearchX as RawSearchX,
  LuSend as RawSend,
  LuSmartphone as RawSmartphone,
  LuSun as RawSun,
  LuX as RawX,
} from "react-icons/lu"

export const LuArrowDown = spriteIcon(RawArrowDown)
export const LuArrowLeft = spriteIcon(RawArrowLeft)
export const LuArrowRight = spriteIcon(RawArrowRight)
export const LuArrowUp = spriteIcon(RawArrowUp)
export const LuAward = spriteIcon(RawAward)
export const LuBadgeCheck = spriteIcon(RawBadgeCheck)
export const LuBookOpen = spriteIcon(RawBookOpen)
export const LuCircleCheck = spriteIcon(RawCircleCheck)
export const LuClock = spriteIcon(RawClock)
export const LuCopy = spriteIcon(RawCopy)
export const LuDownload = spriteIcon(RawDownload)
export const LuExternalLink = spriteIcon(RawExternalLink)
export const LuFileText = spriteIcon(RawFileText)
export const LuFolderOpen = spriteIcon(RawFolderOpen)
export const LuGithub = spriteIcon(RawGithub)
export const LuHouse = spriteIcon(RawHouse)
export const LuImageOff = spriteIcon(RawImageOff)
export const LuLanguages = spriteIcon(RawLanguages)
export const LuMail = spriteIcon(RawMail)
export const LuMapPin = spriteIcon(RawMapPin)
export const LuMenu = spriteIcon(RawMenu)
export const LuMic = spriteIcon(RawMic)
export const LuMonitor = spriteIcon(RawMonitor)
export const LuMoon = spriteIcon(RawMoon)
export const LuPhone = spriteIcon(RawPhone)
export const LuSearchX = spriteIcon(RawSearchX)
export const LuSend = spriteIcon(RawSend)
export const LuSmartphone = spriteIcon(RawSmartphone)
export const LuSun = spriteIcon(RawSun)
export const LuX = spriteIcon(RawX)

