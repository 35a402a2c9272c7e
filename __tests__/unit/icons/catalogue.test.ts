/**
 * @jest-environment node
 *
 * The icon names an owner can write in data/ (src/icons/catalogue.ts): the profiles and the
 * technologies owners are, the nearest names for a typo, and drawings that take the text's colour.
 */
import { iconDrawing, isIconName, nearestIconNames, NAMED_ICONS } from "../../../src/icons/catalogue"

const PROFILES =
  "github gitlab codeberg bitbucket linkedin x twitter mastodon bluesky threads youtube twitch instagram facebook dribbble behance figma medium devto hashnode substack stackoverflow kaggle huggingface orcid googlescholar researchgate leetcode hackerrank npm pypi dockerhub rss email website phone whatsapp telegram discord signal calendar"
const TECHNOLOGIES =
  "react typescript javascript go python rust java kotlin swift flutter dart csharp php ruby node nextjs vue angular svelte tailwind docker kubernetes terraform aws gcp azure postgresql mysql mongodb redis git linux"

describe("icon names", () => {
  it.each(PROFILES.split(" "))("has the profile %s", (name) => {
    expect(isIconName(name)).toBe(true)
  })

  it.each(TECHNOLOGIES.split(" "))("has the technology %s", (name) => {
    expect(isIconName(name)).toBe(true)
  })

  it("has the rest of Simple Icons by their slugs", () => {
    for (const slug of ["godotengine", "unity", "unrealengine", "blender", "githubactions", "nodedotjs", "tensorflow", "pytorch"]) expect(isIconName(slug)).toBe(true)
  })

  it("knows no made-up names, capitals or component names", () => {
    for (const name of ["githb", "GitHub", "SiGithub", "", "code block"]) expect(isIconName(name)).toBe(false)
  })

  it("suggests the nearest names for a typo, the one meant among them", () => {
    expect(nearestIconNames("githb")).toContain("github")
    expect(nearestIconNames("postgress")).toContain("postgresql")
    expect(nearestIconNames("kubernets")[0]).toBe("kubernetes")
    expect(nearestIconNames("Stack Overflow")).toContain("stackoverflow")
    expect(nearestIconNames("linkdin")[0]).toBe("linkedin")
    expect(nearestIconNames("mongo")).toContain("mongodb")
    expect(nearestIconNames("mastodn", 5)).toHaveLength(5)
  })

  it("lists its own names (the generic ones and the brands' aliases) for the owner's guide, each a name it knows", () => {
    expect(NAMED_ICONS.generic).toEqual(expect.arrayContaining(["email", "website", "phone", "calendar"]))
    expect(NAMED_ICONS.brands).toEqual(expect.arrayContaining(["linkedin", "aws", "azure", "csharp", "node"]))
    for (const name of [...NAMED_ICONS.generic, ...NAMED_ICONS.brands]) expect(isIconName(name)).toBe(true)
  })
})

describe("an icon's drawing", () => {
  it.each(["x", "linkedin", "azure", "email"])("draws %s in the text's colour, with nothing of where it is placed", (name) => {
    const drawing = iconDrawing(name)
    expect(drawing.name).toBe(name)
    expect(drawing.viewBox).toMatch(/^0 0 \d+ \d+$/)
    expect(Object.values(drawing.attributes)).toContain("currentColor")
    for (const attribute of Object.keys(drawing.attributes)) expect(attribute).not.toMatch(/^(width|height|class|style|role|viewBox|xmlns)$/)
    expect(drawing.shapes).toMatch(/^<(path|circle|rect|g|polyline|line)[\s>]/)
  })

  it("gives two names of one icon one drawing, under one name, so that a sprite holds it once", () => {
    expect(iconDrawing("mail")).toBe(iconDrawing("email"))
    expect(iconDrawing("mail").name).toBe("email")
    expect(iconDrawing("node").name).toBe("nodedotjs")
    expect(iconDrawing("golang")).toBe(iconDrawing("go"))
  })

  it("refuses a name it does not know, sending the owner to the check", () => {
    expect(() => iconDrawing("githb")).toThrow(/"githb" is no icon name.*npm run check/)
  })
})
