/**
 * @jest-environment node
 *
 * The icons a site's content names (src/icons/content-icons.ts): every field its schemas mark
 * "icon", the social links' and the navigation's for the sprite file, the skills' for the logos file.
 */
import fs from "fs"
import path from "path"
import { DATA_FILES } from "../../../src/content/data-files"
import { contentIconDrawings } from "../../../src/icons/content-icons"
import { iconDrawing } from "../../../src/icons/catalogue"
import { readFixtureContent } from "../../../tools/fixture-sites"
import { REPO_ROOT } from "../../../tools/repo-root"

/** Where a schema says `"icon": true`. */
function iconFields(schema: unknown, where: string): string[] {
  if (typeof schema !== "object" || schema === null) return []
  return Object.entries(schema).flatMap(([key, value]) => (key === "icon" && value === true ? [where] : iconFields(value, `${where}/${key}`)))
}

it("reads every field the schemas mark as an icon name, and no other", () => {
  const fields = DATA_FILES.flatMap((name) => iconFields(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "data", "schemas", `${name}.schema.json`), "utf8")), name))
  expect(fields.map((field) => field.replace(/\/properties\/icon$/, ""))).toEqual(["site/properties/socialLinks/items", "navigation/items", "skills/items"])
})

it("puts the social links' and the navigation's in the sprite file, the skills' in the logos file, each drawing once", () => {
  const content = readFixtureContent("sample")
  const { sprite, logos } = contentIconDrawings(content)
  const names = (entries: readonly { icon: string }[]) => [...new Set(entries.map((entry) => iconDrawing(entry.icon).name))].sort()
  expect(sprite.map((drawing) => drawing.name)).toEqual(names([...content.site.socialLinks, ...content.navigation]))
  expect(logos.map((drawing) => drawing.name)).toEqual(names(content.skills))
})

it("has no logos for a site that leaves its skills out, though its skills.json names some", () => {
  const content = readFixtureContent("third-owner")
  expect(content.skills.length).toBeGreaterThan(0)
  expect(content.site.sections).not.toContain("skills")
  expect(contentIconDrawings(content).logos).toEqual([])
})
