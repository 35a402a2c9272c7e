/** The projects gallery as a visitor uses it: filters, the featured/all toggle, the empty state, the cards. */
import type { Page } from "playwright-core"
import { useBrowser, visit, type Visit, DESKTOP_AND_PHONE } from "../support/browser/browser"
import { projects, site } from "../support/browser/site-data"

jest.setTimeout(60_000)

const browser = useBrowser()

const labelOf = (category: string) => site.projects.filters.find((f) => f.category === category)!.label
const titles = (list: typeof projects) => list.map((p) => p.title)
const featured = projects.filter((p) => p.featured)

const section = (page: Page) => page.locator("#projects")
const filter = (page: Page, category: string) =>
  section(page).getByRole("group", { name: "Filter projects by category" }).getByRole("button", { name: labelOf(category), exact: true })
const shownTitles = (page: Page) => section(page).getByRole("article").getByRole("heading", { level: 3 }).allInnerTexts()
const toggle = (page: Page, name: "View All Projects" | "Show Featured Projects") =>
  section(page).getByRole("button", { name, exact: true }).last()

describe.each(DESKTOP_AND_PHONE)("projects on %s", (_name, context) => {
  let home: Visit
  beforeEach(async () => {
    home = await visit(browser(), "/#projects", context)
  })
  afterEach(async () => {
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("starts on All Projects with only the featured projects and a View All Projects toggle", async () => {
    const { page } = home
    const pressed = await section(page).locator('button[aria-pressed="true"]').allInnerTexts()
    expect(pressed).toEqual([labelOf("all")])
    expect(await shownTitles(page)).toEqual(titles(featured))
    await toggle(page, "View All Projects").click()
    expect(await shownTitles(page)).toEqual(titles(projects))
    await toggle(page, "Show Featured Projects").click()
    expect(await shownTitles(page)).toEqual(titles(featured))
  })

  it("filters by category and goes back to featured-only whenever the filter changes", async () => {
    const { page } = home
    await toggle(page, "View All Projects").click()
    await filter(page, "web").click()
    await expect(filter(page, "web").getAttribute("aria-pressed")).resolves.toBe("true")
    await expect(filter(page, "all").getAttribute("aria-pressed")).resolves.toBe("false")
    const web = projects.filter((p) => p.category === "web")
    expect(await shownTitles(page)).toEqual(titles(web.filter((p) => p.featured)))
    // Web has projects the featured view hides: the toggle shows them.
    await toggle(page, "View All Projects").click()
    expect(await shownTitles(page)).toEqual(titles(web))

    await filter(page, "cli").click()
    const cli = projects.filter((p) => p.category === "cli")
    expect(await shownTitles(page)).toEqual(titles(cli.filter((p) => p.featured)))
    // Nothing hidden and no more than three shown: no toggle.
    expect(cli.every((p) => p.featured) && cli.length <= 3).toBe(true)
    await expect(section(page).getByRole("button", { name: /View All Projects|Show Featured Projects/ }).count()).resolves.toBe(0)
  })

  it("shows No projects found when nothing featured matches, and its button resets the filter to All", async () => {
    const { page } = home
    const backend = projects.filter((p) => p.category === "backend")
    expect(backend.length).toBeGreaterThan(0)
    expect(backend.some((p) => p.featured)).toBe(false)
    await filter(page, "backend").click()
    await section(page).getByText("No projects found").waitFor()
    expect(await shownTitles(page)).toEqual([])
    // The toggle still offers the hidden backend projects.
    await toggle(page, "View All Projects").click()
    expect(await shownTitles(page)).toEqual(titles(backend))

    await filter(page, "backend").click()
    await section(page).getByText("No projects found").waitFor()
    await section(page).getByRole("button", { name: "View All Projects" }).first().click()
    await expect(filter(page, "all").getAttribute("aria-pressed")).resolves.toBe("true")
    expect(await shownTitles(page)).toEqual(titles(featured))
  })
})

describe("a project card", () => {
  let home: Visit
  beforeAll(async () => {
    home = await visit(browser(), "/#projects")
  })
  afterAll(async () => {
    expect(home.problems).toEqual([])
    await home.close()
  })

  it.each(featured.map((p) => [p.title, p] as const))("%s shows its image, badges, clamped text, tags and links", async (_title, project) => {
    const card = section(home.page).getByRole("article", { name: project.title })
    const image = card.getByRole("img").first()
    await image.scrollIntoViewIfNeeded()
    await expect(image.getAttribute("alt")).resolves.toMatch(/\S/)
    await home.page.waitForFunction(
      (title) => {
        const article = [...document.querySelectorAll("#projects article")].find((a) => a.textContent?.includes(title))
        const img = article?.querySelector<HTMLImageElement>("picture img, img:not([aria-hidden])")
        return !!img && img.complete && img.naturalWidth > 0
      },
      project.title,
      { timeout: 10_000 }
    )
    const badges = await card.locator(".chakra-badge").allInnerTexts()
    expect(badges.slice(0, 2)).toEqual([labelOf(project.category), "Featured"])

    const tags = await card.getByRole("list", { name: "Technologies" }).getByRole("listitem").allInnerTexts()
    const more = project.technologies.length - 3
    expect(tags.map((tag) => tag.replace(/\s+/g, " ").trim())).toEqual([
      ...project.technologies.slice(0, 3),
      ...(more > 0 ? [`+${more} more`] : []),
    ])

    const description = card.locator("p").first()
    const { lines, clipped } = await description.evaluate((p) => {
      const style = getComputedStyle(p)
      return { lines: Math.round(p.clientHeight / parseFloat(style.lineHeight)), clipped: p.scrollHeight > p.clientHeight }
    })
    expect(lines).toBeLessThanOrEqual(3)
    if (clipped) expect(lines).toBe(3)

    for (const [name, href] of [
      ["Code", project.githubUrl],
      ["Live Demo", project.liveUrl],
    ]) {
      const link = card.getByRole("link", { name: new RegExp(`^${name}`) })
      // A link left out of data/projects.json is not drawn at all.
      if (href === undefined) {
        await expect(link.count()).resolves.toBe(0)
        continue
      }
      await expect(link.getAttribute("href")).resolves.toBe(href)
      await expect(link.getAttribute("target")).resolves.toBe("_blank")
      await expect(link.getAttribute("rel")).resolves.toContain("noopener")
    }
  })

  it("loads every project's optimised image once the visitor views all of them", async () => {
    const { page } = home
    await toggle(page, "View All Projects").click()
    for (const card of await section(page).getByRole("article").all()) {
      await card.scrollIntoViewIfNeeded()
      await card.locator("img[data-main-image]").evaluate(
        (img: HTMLImageElement) =>
          new Promise<void>((resolve, reject) => {
            if (img.complete && img.naturalWidth > 0) return resolve()
            img.addEventListener("load", () => resolve())
            img.addEventListener("error", () => reject(new Error(`${img.currentSrc} failed`)))
          })
      )
    }
    await expect(section(page).getByText("Image unavailable").count()).resolves.toBe(0)
    expect(await shownTitles(page)).toEqual(titles(projects))
    await toggle(page, "Show Featured Projects").click()
  })

  it("zooms the image and darkens it with a gradient on hover", async () => {
    const card = section(home.page).getByRole("article").first()
    await card.scrollIntoViewIfNeeded()
    const look = () =>
      card.evaluate((article) => ({
        scale: new DOMMatrix(getComputedStyle(article.querySelector("picture img, [data-placeholder-image] ~ picture img, img")!).transform).a,
        // The shade is the picture box's ::after.
        overlay: Number(getComputedStyle(article.querySelector("picture")!.closest("article > *")!, "::after").opacity),
      }))
    const before = await look()
    expect(before.overlay).toBe(0)
    await card.hover()
    await home.page.waitForTimeout(700)
    const after = await look()
    expect(after.scale).toBeGreaterThan(1.01)
    expect(after.overlay).toBe(1)
  })
})

describe("a failing image", () => {
  it("shows a labelled placeholder instead of a broken picture", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } })
    // gatsby-plugin-image serves the optimised files from /static/<hash>/<hash>/<name>.<format>.
    await context.route(/\/static\/[0-9a-f]{32}\/[0-9a-f]+\/[^/]+\.(avif|webp|jpg|png)$/, (route) => route.abort())
    const page = await context.newPage()
    await page.goto(new URL("/#projects", process.env.E2E_BASE_URL).href, { waitUntil: "load" })
    const card = section(page).getByRole("article").first()
    await card.scrollIntoViewIfNeeded()
    const placeholder = card.getByRole("img", { name: featured[0].imageAlt, exact: true })
    await card.getByText("Image unavailable").waitFor({ timeout: 10_000 })
    await expect(placeholder.count()).resolves.toBe(1)
    await context.close()
  })
})
