/**
 * The site's own script on the editor's page (/admin/), after Sveltia CMS's: before the editor
 * saves a list of entries, the rules no field of one entry can state (every id once, every
 * project's own page address: src/content/list-rules.ts) are held, with the rules the build
 * read from the schemas (/admin/save-rules.json), and a save that breaks one is refused in the
 * check's own words. Each field's own rules (required, its form, its limits) are the editor's,
 * from its configuration.
 */
import { listProblems, type ListRules } from "../content/list-rules"
import { EDITOR_FILES } from "../shared/editor"

/** What the build writes to /admin/save-rules.json: by data file, its list's name in the editor and its rules. */
export type SaveRules = Readonly<Record<string, { list: string; rules: ListRules }>>

/** The few parts of Sveltia CMS's entry (an Immutable.js Map) read here. */
interface SavingEntry {
  get(key: "path"): unknown
  getIn(path: readonly (string | number)[]): { toJS(): unknown } | undefined
}

interface SveltiaCms {
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: SavingEntry }) => Promise<void> }): void
}

declare const CMS: SveltiaCms

/**
 * Refuses the save: Sveltia CMS shows the cause's message under its own "There was an error while
 * saving the entry" only for an error whose message is "saving_failed" (its save dialog reads the
 * error so), any other only as that sentence.
 */
function refuse(problems: readonly string[]): never {
  throw new Error("saving_failed", { cause: new Error(problems.join("\n")) })
}

const rules: Promise<SaveRules> = fetch(EDITOR_FILES.rules).then((response) => response.json())

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const file = String(entry.get("path"))
    const listed = (await rules)[file]
    if (!listed) return
    const items = entry.getIn(["data", listed.list])?.toJS()
    const problems = Array.isArray(items) ? listProblems(file, items, listed.rules) : []
    if (problems.length > 0) refuse(problems)
  },
})
