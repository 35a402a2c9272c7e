/**
 * The icons an owner names in data/ (a social link's, a skill's, a navigation entry's): one
 * set, drawn from react-icons (a dependency the components already draw their own icons
 * with). It holds:
 *
 * - every brand of Simple Icons (react-icons/si, ~3,400), by its Simple Icons slug: "react",
 *   "postgresql", "nodedotjs", "githubactions" (https://simpleicons.org writes each one's);
 * - the profiles and technologies owners name most, by the name they would write, where that
 *   differs from the slug or Simple Icons lacks the brand (LinkedIn, AWS, Azure and C# are
 *   left out of Simple Icons at their owners' request): these come from Font Awesome's and
 *   Tabler's brand icons;
 * - a few things that are no brand (email, website, phone, calendar, code, database...), from
 *   Lucide, the site's own icons.
 *
 * Node only: the data layer resolves each name into its drawing (src/build-time/data-layer/),
 * so a page carries the drawings of the icons its content names and no others.
 */
import { renderToStaticMarkup } from "react-dom/server"
import { optimize } from "svgo"
import type { IconType } from "react-icons"

type IconSet = "si" | "fa6" | "tb" | "lu"

/** A name the owner writes, and where its drawing comes from: [set, export of react-icons/<set>]. */
type Source = readonly [IconSet, string]

/** What no brand stands for, as the owner would name it. */
const GENERIC: Record<string, Source> = {
  email: ["lu", "LuMail"],
  mail: ["lu", "LuMail"],
  website: ["lu", "LuGlobe"],
  globe: ["lu", "LuGlobe"],
  link: ["lu", "LuLink"],
  phone: ["lu", "LuPhone"],
  calendar: ["lu", "LuCalendar"],
  home: ["lu", "LuHouse"],
  user: ["lu", "LuUser"],
  users: ["lu", "LuUsers"],
  briefcase: ["lu", "LuBriefcase"],
  award: ["lu", "LuAward"],
  code: ["lu", "LuCode"],
  terminal: ["lu", "LuTerminal"],
  database: ["lu", "LuDatabase"],
  server: ["lu", "LuServer"],
  cloud: ["lu", "LuCloud"],
  layers: ["lu", "LuLayers"],
  layout: ["lu", "LuLayoutTemplate"],
  palette: ["lu", "LuPalette"],
  smartphone: ["lu", "LuSmartphone"],
  workflow: ["lu", "LuWorkflow"],
  kanban: ["lu", "LuKanban"],
  "credit-card": ["lu", "LuCreditCard"],
  "git-branch": ["lu", "LuGitBranch"],
  share: ["lu", "LuShare2"],
  atom: ["lu", "LuAtom"],
  leaf: ["lu", "LuLeaf"],
  flame: ["lu", "LuFlame"],
  coffee: ["lu", "LuCoffee"],
  container: ["lu", "LuContainer"],
  book: ["lu", "LuBookOpen"],
  mic: ["lu", "LuMic"],
  trophy: ["lu", "LuTrophy"],
  gamepad: ["lu", "LuGamepad2"],
  certificate: ["lu", "LuBadgeCheck"],
}

/** Names owners write for brands whose Simple Icons slug is another word, or which Simple Icons lacks. */
const BRANDS: Record<string, Source> = {
  linkedin: ["fa6", "FaLinkedin"],
  twitter: ["fa6", "FaTwitter"],
  aws: ["fa6", "FaAws"],
  azure: ["tb", "TbBrandAzure"],
  csharp: ["tb", "TbBrandCSharp"],
  java: ["fa6", "FaJava"],
  node: ["si", "SiNodedotjs"],
  nodejs: ["si", "SiNodedotjs"],
  nextjs: ["si", "SiNextdotjs"],
  vue: ["si", "SiVuedotjs"],
  tailwind: ["si", "SiTailwindcss"],
  gcp: ["si", "SiGooglecloud"],
  devto: ["si", "SiDevdotto"],
  dockerhub: ["si", "SiDocker"],
  html: ["si", "SiHtml5"],
  css: ["si", "SiCss"],
  cpp: ["si", "SiCplusplus"],
  dotnet: ["si", "SiDotnet"],
  springboot: ["si", "SiSpringboot"],
  golang: ["si", "SiGo"],
  postgres: ["si", "SiPostgresql"],
  k8s: ["si", "SiKubernetes"],
  js: ["si", "SiJavascript"],
  ts: ["si", "SiTypescript"],
}

const SETS: Record<IconSet, () => Record<string, IconType>> = {
  // Each set is loaded when a name of it is first drawn: Simple Icons alone is 5 MB of code.
  si: () => require("react-icons/si"),
  fa6: () => require("react-icons/fa6"),
  tb: () => require("react-icons/tb"),
  lu: () => require("react-icons/lu"),
}

let catalogue: Map<string, Source> | undefined
/** Each drawing's one name, the first the catalogue gives it ("mail" draws as "email", "node" as "nodedotjs"). */
let canonicalNames: Map<string, string> | undefined

const sourceKey = ([set, exported]: Source) => `${set}:${exported}`

/** Every icon name, with its source: Simple Icons' slugs, then the brands' and the generic names over them. */
function iconCatalogue(): Map<string, Source> {
  if (catalogue) return catalogue
  const slugs = Object.keys(SETS.si())
    .filter((name) => name.startsWith("Si"))
    .map((name): [string, Source] => [name.slice(2).toLowerCase(), ["si", name]])
  catalogue = new Map([...slugs, ...Object.entries(BRANDS), ...Object.entries(GENERIC)])
  canonicalNames = new Map()
  for (const [name, source] of catalogue) if (!canonicalNames.has(sourceKey(source))) canonicalNames.set(sourceKey(source), name)
  return catalogue
}

export const isIconName = (name: string): boolean => iconCatalogue().has(name)

/** Every name an icon field takes, in alphabetical order (the editor's choice of icons). */
export const iconNames = (): string[] => [...iconCatalogue().keys()].sort()

/** The generic names and the brands' own names, which the owner's guide lists (the slugs of Simple Icons besides). */
export const NAMED_ICONS = { generic: Object.keys(GENERIC), brands: Object.keys(BRANDS) }

/** Levenshtein's distance: how many letters to add, drop or change to go from one word to the other. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]
}

/**
 * The names nearest to one that is not an icon's, by distance; a name that begins the other
 * ("mongo", "mongodb") counts one step nearer.
 */
export function nearestIconNames(name: string, count = 3): string[] {
  const wanted = name.toLowerCase().replace(/[^a-z0-9-]/g, "")
  const related = (candidate: string) => candidate.length >= 3 && (candidate.startsWith(wanted) || wanted.startsWith(candidate))
  const score = (candidate: string) => distance(wanted, candidate) - (related(candidate) ? 1 : 0)
  return [...iconCatalogue().keys()]
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate)
}

/** An icon's drawing: its view box, its shapes, and the stroke and fill it draws them with, in currentColor. */
export interface IconDrawing {
  name: string
  viewBox: string
  /**
   * Its presentation attributes (stroke, fill, stroke width...) under React's names, for the
   * element that holds its shapes and passes them on to them: the <svg> drawn in place, a
   * sprite's <symbol>, the logos file's <svg>.
   */
  attributes: Record<string, string>
  /** Its shapes, as SVG markup. */
  shapes: string
}

/**
 * The icon's markup with its numbers rounded to a fortieth of its box or finer (SVGO, the
 * maintained SVG optimiser): one decimal in Simple Icons' 24-unit box, whole numbers in Font
 * Awesome's 512 (a tenth of a unit of 24 is a sixth of a pixel at the 40 px the skills show
 * them). Simple Icons' paths carry three decimals: this halves what the brands weigh.
 */
function optimizedSvg(svg: string): string {
  const boxWidth = Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg)?.[1] ?? 24)
  const floatPrecision = boxWidth >= 240 ? 0 : 1
  return optimize(svg, {
    multipass: true,
    plugins: [{ name: "preset-default", params: { overrides: { convertPathData: { floatPrecision }, cleanupNumericValues: { floatPrecision } } } }],
  }).data
}

/** An SVG attribute's name as React writes it: `stroke-width` is `strokeWidth`. */
const reactName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** The <svg> attributes that belong to where the drawing is shown, not to the drawing. */
const PLACEMENT_ATTRIBUTES = new Set(["viewBox", "height", "width", "xmlns", "style", "class", "role"])

const drawings = new Map<string, IconDrawing>()

/**
 * The drawing of a named icon (the name checked by the content check first), under the drawing's
 * one name: two names of one icon give one drawing, which a page's sprite then holds once.
 */
export function iconDrawing(name: string): IconDrawing {
  const known = drawings.get(name)
  if (known) return known
  const source = iconCatalogue().get(name)
  if (!source) throw new Error(`"${name}" is no icon name (npm run check names the nearest).`)
  const canonical = canonicalNames?.get(sourceKey(source)) ?? name
  if (canonical !== name) {
    const drawing = iconDrawing(canonical)
    drawings.set(name, drawing)
    return drawing
  }
  const [set, exported] = source
  const svg = optimizedSvg(renderToStaticMarkup(SETS[set]()[exported]({})))
  const [, attributeText = "", shapes = ""] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg) ?? []
  const svgAttributes = Array.from(attributeText.matchAll(/([\w-]+)="([^"]*)"/g), ([, attribute, value]) => [attribute, value] as const)
  const attributes = Object.fromEntries(svgAttributes.filter(([attribute]) => !PLACEMENT_ATTRIBUTES.has(attribute)).map(([attribute, value]) => [reactName(attribute), value]))
  const viewBox = svgAttributes.find(([attribute]) => attribute === "viewBox")?.[1] ?? "0 0 24 24"
  const drawing = { name, viewBox, attributes, shapes }
  drawings.set(name, drawing)
  return drawing
}
