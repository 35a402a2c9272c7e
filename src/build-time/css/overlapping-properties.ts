/**
 * Whether two CSS properties can set the same value: the same property, a shorthand and one of
 * its longhands, or a logical and a physical name for one box side. The stylesheet's rules can
 * change order only where no two of their declarations overlap (./repeated-rules.ts), so this
 * answers yes wherever it is unsure.
 *
 * Written here: no maintained package maps CSS shorthands to their longhands together with the
 * logical and physical names of a box's sides (css-tree knows the grammar, not what each
 * shorthand resets).
 */

/** Shorthands whose longhands do not start with their name. */
const GROUPS: readonly (readonly string[])[] = [
  ["font", "line-height"],
  ["place-items", "align-items", "justify-items"],
  ["place-content", "align-content", "justify-content"],
  ["place-self", "align-self", "justify-self"],
  ["gap", "row-gap", "column-gap", "grid-gap", "grid-row-gap", "grid-column-gap"],
  ["flex-flow", "flex-direction", "flex-wrap"],
  ["white-space", "white-space-collapse", "text-wrap", "text-wrap-mode", "text-wrap-style"],
  ["columns", "column-width", "column-count"],
  ["contain-intrinsic-size", "contain-intrinsic-width", "contain-intrinsic-height", "contain-intrinsic-inline-size", "contain-intrinsic-block-size"],
  ["text-emphasis", "text-emphasis-style", "text-emphasis-color"],
]

const PHYSICAL_SIDES = ["top", "right", "bottom", "left"] as const
const LOGICAL_SIDES = ["block-start", "block-end", "inline-start", "inline-end"] as const
type Side = (typeof PHYSICAL_SIDES)[number] | (typeof LOGICAL_SIDES)[number]
const SIDES_OF: Record<string, readonly Side[]> = {
  "": [...PHYSICAL_SIDES, ...LOGICAL_SIDES],
  block: ["block-start", "block-end"],
  inline: ["inline-start", "inline-end"],
  ...Object.fromEntries([...PHYSICAL_SIDES, ...LOGICAL_SIDES].map((side) => [side, [side]])),
}

/**
 * Two sides are one when they have the same name; a logical side may be any physical one (the
 * writing mode and direction decide), but the block and inline axes never meet.
 */
function sidesMeet(a: readonly Side[], b: readonly Side[]): boolean {
  const isLogical = (side: Side) => side.includes("-")
  return a.some((one) => b.some((other) => one === other || isLogical(one) !== isLogical(other)))
}

interface BoxProperty {
  family: string
  sides: readonly Side[]
  /** A border's width, style, colour or image; "" for all of them. */
  part: string
}

const BOX = /^(margin|padding|inset|scroll-margin|scroll-padding|border)(?:-(block|inline|top|right|bottom|left|block-start|block-end|inline-start|inline-end))?(?:-(width|style|color|image(?:-[a-z]+)?))?$/

/** A property of one box's sides: margin, padding, inset (and top, left…), scroll margins and paddings, borders. */
function boxProperty(name: string): BoxProperty | undefined {
  if ((PHYSICAL_SIDES as readonly string[]).includes(name)) return { family: "inset", sides: SIDES_OF[name], part: "" }
  const match = BOX.exec(name)
  if (!match || (match[3] && match[1] !== "border")) return undefined
  return { family: match[1], sides: SIDES_OF[match[2] ?? ""], part: match[3]?.replace(/^image-.*/, "image") ?? "" }
}

const SIZE = /^(min-|max-)?(width|height|inline-size|block-size)$/

export function propertiesOverlap(first: string, second: string): boolean {
  if (first.startsWith("--") || second.startsWith("--")) return first === second
  const a = first.toLowerCase().replace(/^-[a-z]+-/, "")
  const b = second.toLowerCase().replace(/^-[a-z]+-/, "")
  if (a === b || a === "all" || b === "all") return true
  if (a.startsWith(`${b}-`) || b.startsWith(`${a}-`)) return true
  if (a.startsWith("grid") && b.startsWith("grid")) return true
  if (/^border-.*radius$/.test(a) && /^border-.*radius$/.test(b)) return true
  if (GROUPS.some((group) => group.includes(a) && group.includes(b))) return true
  const [boxA, boxB] = [boxProperty(a), boxProperty(b)]
  if (boxA && boxB) return boxA.family === boxB.family && sidesMeet(boxA.sides, boxB.sides) && (!boxA.part || !boxB.part || boxA.part === boxB.part)
  const [sizeA, sizeB] = [SIZE.exec(a), SIZE.exec(b)]
  // A logical size is a physical one, which one depending on the writing mode.
  if (sizeA && sizeB) return (sizeA[1] ?? "") === (sizeB[1] ?? "") && sizeA[2].includes("-") !== sizeB[2].includes("-")
  return false
}
