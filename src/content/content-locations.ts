/**
 * How a message names a place in the owner's content: the entry (`entry 4 (id 4, title
 * "PesaTrack")`) and the field. Every check and build step that speaks of the content names it
 * this way.
 */

type Entry = Record<string, unknown>

const isObject = (value: unknown): value is Entry => typeof value === "object" && value !== null && !Array.isArray(value)

/** An entry of any list, counted from 1 and named when it can be: `entry 4 (id 4, title "PesaTrack")`. */
export function describeEntry(entry: unknown, index: number): string {
  const position = `entry ${index + 1}`
  if (!isObject(entry)) return position
  const keys = ["id", "name", "title", "label", "company"].filter((key) => entry[key] !== undefined)
  if (keys.length === 0) return position
  return `${position} (${keys
    .slice(0, 2)
    .map((key) => `${key} ${JSON.stringify(entry[key])}`)
    .join(", ")})`
}

/**
 * Where in a file a value is, walking the data along its path (object keys and list indexes):
 * keys make a dotted field name, each list index an entry, e.g.
 * `entry 1 (id 1, title "Stackforge CLI"), field "technologies" entry 2` or
 * `field "socialLinks" entry 2 (label "LinkedIn"), field "href"`.
 */
export function describeLocation(data: unknown, segments: readonly (string | number)[]): string[] {
  const parts: string[] = []
  let field: string[] = []
  const fieldName = () => (field.length > 0 ? `field "${field.join(".")}"` : "")
  let value = data
  for (const step of segments) {
    const segment = String(step)
    if (Array.isArray(value)) {
      const index = Number(segment)
      parts.push([fieldName(), describeEntry(value[index], index)].filter(Boolean).join(" "))
      field = []
      value = value[index]
    } else {
      field.push(segment)
      value = isObject(value) ? value[segment] : undefined
    }
  }
  return [...parts, fieldName()].filter(Boolean)
}
