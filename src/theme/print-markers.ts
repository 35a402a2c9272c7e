/**
 * Where the markup says how a part prints (src/theme/print-css.ts): the print rules hook onto
 * these markers, never onto test ids, the design system's class names or DOM depth. An element
 * may carry several. Markup marks only what no landmark, role or element can name.
 */
const PRINT_ATTRIBUTE = "data-print"

const MARKERS = [
  /** Not on paper (the header, the footer, the form, decoration). */
  "hide",
  /** On paper only: hidden on screen (the job title, the technologies beyond three). */
  "show",
  /** A link styled as a button: a control on paper unless its place writes it out. */
  "button",
  /** The about section's info cards, side by side on paper. */
  "info-cards",
  /** A section's heading block, kept with what follows. */
  "section-heading",
  /** The profile links, written out as "GitHub: https://…". */
  "social-links",
  /** The gallery, a project, and a project card's parts: every project as one row. */
  "projects",
  "project",
  "project-image",
  "project-badges",
  "project-body",
  "project-description",
  "project-links",
  "tag",
  /** A skill card: one "Name 95%" row with a thin bar. */
  "skill",
  /** The experience timeline, whose entries draw their dots. */
  "timeline",
] as const

export type PrintMarker = (typeof MARKERS)[number]

/** Props marking how an element prints. */
export const printAs = (...markers: PrintMarker[]) => ({ [PRINT_ATTRIBUTE]: markers.join(" ") })

/** The selector of elements carrying a marker. */
export const printed = (marker: PrintMarker) => `[${PRINT_ATTRIBUTE}~=${marker}]`
