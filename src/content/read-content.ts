/**
 * The one reader of the owner's content: every file of data/, parsed and checked against its
 * schema (./validate-data.ts), typed by the types made from the same schemas
 * (./schema-types.ts). The build, `npm run check`, the résumé and CV, the typeface's subsets
 * and the share images all read the content here; only Gatsby's own data layer reads data/
 * besides (gatsby-source-filesystem, for the pages' queries).
 */
import fs from "fs"
import path from "path"
import { DATA_FILES, type DataFileName } from "./data-files"
import { formatJsonSyntaxError, parseJson } from "./json-syntax"
import type { AppsData, ExperienceData, NavigationData, ProjectsData, SiteData, SkillsData } from "./schema-types"
import { validateData } from "./validate-data"

/** The content of data/, file by file, each as its schema describes it. */
export interface Content {
  site: SiteData
  navigation: NavigationData
  projects: ProjectsData
  experience: ExperienceData
  skills: SkillsData
  apps: AppsData
}

export interface ContentReading {
  /** Each file that passed its schema, typed: a later check may rely on its shape. */
  valid: Partial<Content>
  /** Each file that is valid JSON, as it parsed, valid or not: checks that judge an entry alone read these. */
  parsed: Partial<Record<DataFileName, unknown>>
  /** One message per problem, naming the file, the entry and the field. */
  errors: string[]
}

/** Reads and checks every data file of `rootDir`/data/; a missing file or broken JSON is a problem too. */
export function readContent(rootDir: string): ContentReading {
  const reading: ContentReading = { valid: {}, parsed: {}, errors: [] }
  for (const name of DATA_FILES) {
    const file = path.join(rootDir, "data", `${name}.json`)
    if (!fs.existsSync(file)) {
      reading.errors.push(`data/${name}.json: file is missing`)
      continue
    }
    const text = fs.readFileSync(file, "utf8")
    const parsed = parseJson(text)
    if (!parsed.ok) {
      reading.errors.push(formatJsonSyntaxError(`data/${name}.json`, text, parsed.error))
      continue
    }
    reading.parsed[name] = parsed.data
    const problems = validateData(name, parsed.data, { rootDir })
    reading.errors.push(...problems)
    if (problems.length === 0) Object.assign(reading.valid, { [name]: parsed.data })
  }
  return reading
}

const isComplete = (valid: Partial<Content>): valid is Content => DATA_FILES.every((name) => valid[name] !== undefined)

/**
 * The content, for steps that run once the check has passed (the build's first step stops on
 * any problem): a problem here means the step was run on content nobody checked, and it says so.
 */
export function loadContent(rootDir: string): Content {
  const { valid, errors } = readContent(rootDir)
  if (errors.length > 0 || !isComplete(valid)) {
    throw new Error(`The content in ${path.join(rootDir, "data")} has problems; run npm run check:\n${errors.map((error) => `  - ${error}`).join("\n")}`)
  }
  return valid
}
