/**
 * Every project's own page, /projects/<slug>, as a visitor, a link preview and a printer meet
 * it: reached from its card, on to the projects before and after it and back to the gallery;
 * its head (title, canonical, Open Graph, Twitter, JSON-LD) and its own 1200x630 share image;
 * complete without JavaScript; printed as one clean document; an unknown project's address
 * answered by the 404 page. Axe (both themes) and the Nu HTML Checker cover these pages in
 * accessibility.e2e.ts and html-validity.e2e.ts; the byte budgets in byte-budgets.e2e.ts.
 */
import sharp from "sharp"
import type { Locator, Page } from "playwright-core"
import { pdfPages, readable } from "../support/pdf-text"
import { isReallyVisible, siteUrl, topInViewport, useBrowser, visit, waitForScrollEnd, DESKTOP_AND_PHONE, PHONE_CONTEXT } from "../support/browser/browser"
import { projects, site } from "../support/browser/site-data"
import { projectPath, projectShareImagePath, projectSlug } from "../../src/shared/project-pages"
import { SCROLL_OFFSET } from "../../src/shared/scroll"

jest.setTimeout(120_000)

const browser = useBrowser()

const PAGE = site.projects.page
const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist."
const SOKO = projects.find((project) => project.title === "Soko Online Store")!
const SOKO_PATH = "/projects/soko-online-store"
const pathOf = (project: (typeof projects)[number]) => projectPath(projectSlug(project))

/** The texts of a project's page that a reader must find: the card's facts in full and its case study. */
function projectTexts(project: (typeof projects)[number]): string[] {
  const study = project.caseStudy ?? {}
  return [
    project.title,
    project.description,
    ...project.technologies,
    ...[study.role, study.team, study.timeline, study.problem, study.approach, study.outcome].filter((text): text is string => Boolean(text)),
    ...(study.figures ?? []).flatMap((figure) => [figure.value, figure.label]),
    ...(study.highlights ?? []),
  ]
}

async function waitUntilReallyVisible(locator: Locator, timeoutMs = 10_000): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (await isReallyVisible(locator)) return true
  }
  return false
}

async function expectVisibleText(page: Page, text: string) {
  const locator = page.getByRole("main").getByText(text, { exact: true }).filter({ visible: true }).first()
  await locator.scrollIntoViewIfNeeded()
  const visible = (await locator.count()) > 0 && (await isReallyVisible(locator))
  expect({ text, visible }).toEqual({ text, visible: true })
}

describe("every project has a page", () => {
  it.each(projects.map((project) => [pathOf(project), project] as const))("%s shows its project", async (pathname, project) => {
    const visited = await visit(browser(), pathname)
    expect(visited.response?.status()).toBe(200)
    await expect(visited.page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(project.title)
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  it("the sample's titles give the issue's addresses", () => {
    expect(pathOf(SOKO)).toBe(SOKO_PATH)
  })
})

describe.each(DESKTOP_AND_PHONE)("from the gallery and back on %s", (_name, context) => {
  it("a card's visible Case study link opens its page; the title links there too", async () => {
    const home = await visit(browser(), "/", context)
    const { page } = home
    const card = page.getByRole("article", { name: SOKO.title })
    await expect(card.getByRole("link", { name: SOKO.title, exact: true }).getAttribute("href")).resolves.toBe(SOKO_PATH)
    const details = card.getByRole("link", { name: `${site.projects.card.details} of ${SOKO.title}` })
    await details.scrollIntoViewIfNeeded()
    // The card fades in as it scrolls into view (reveal); a busy machine takes its time.
    await expect(waitUntilReallyVisible(details)).resolves.toBe(true)
    await expect(details.innerText()).resolves.toContain(site.projects.card.details)
    await Promise.all([page.waitForURL(siteUrl(SOKO_PATH)), details.click()])
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(SOKO.title)
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("previous and next lead through the projects in the data's order", async () => {
    const index = projects.indexOf(SOKO)
    const visited = await visit(browser(), SOKO_PATH, context)
    const { page } = visited
    const pager = page.getByRole("navigation", { name: PAGE.pager })
    await Promise.all([page.waitForURL(siteUrl(pathOf(projects[index + 1]))), pager.getByRole("link", { name: new RegExp(PAGE.next) }).click()])
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(projects[index + 1].title)
    await Promise.all([page.waitForURL(siteUrl(SOKO_PATH)), page.getByRole("navigation", { name: PAGE.pager }).getByRole("link", { name: new RegExp(PAGE.previous) }).click()])
    await Promise.all([page.waitForURL(siteUrl(pathOf(projects[index - 1]))), page.getByRole("navigation", { name: PAGE.pager }).getByRole("link", { name: new RegExp(PAGE.previous) }).click()])
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(projects[index - 1].title)
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  it("the first project has no previous link and the last no next link", async () => {
    for (const [project, absent, present] of [
      [projects[0], PAGE.previous, PAGE.next],
      [projects[projects.length - 1], PAGE.next, PAGE.previous],
    ] as const) {
      const visited = await visit(browser(), pathOf(project), context)
      const pager = visited.page.getByRole("navigation", { name: PAGE.pager })
      await expect(pager.getByRole("link", { name: new RegExp(absent) }).count()).resolves.toBe(0)
      await expect(pager.getByRole("link", { name: new RegExp(present) }).count()).resolves.toBe(1)
      await visited.close()
    }
  })

  it("the way back lands on the gallery, 100 px below the top as the menu's jumps do", async () => {
    const visited = await visit(browser(), SOKO_PATH, context)
    const { page, network } = visited
    await Promise.all([page.waitForURL(siteUrl("/#projects")), page.getByRole("link", { name: PAGE.backToGallery }).click()])
    await network.idle()
    await waitForScrollEnd(page)
    expect(await topInViewport(page, "#projects")).toBeCloseTo(SCROLL_OFFSET, 0)
    expect(await isReallyVisible(page.getByRole("heading", { name: site.projects.title, level: 2 }))).toBe(true)
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})

describe("the page's content", () => {
  it("shows the large image, eager, every technology, the case study and the Code and Live Demo links", async () => {
    const visited = await visit(browser(), SOKO_PATH)
    const { page } = visited
    const image = page.getByRole("img", { name: SOKO.imageAlt })
    await expect(image.getAttribute("loading")).resolves.toBe("eager")
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth >= 832 && img.getBoundingClientRect().width >= 700)).toBe(true)
    for (const text of projectTexts(SOKO)) await expectVisibleText(page, text)
    await expect(page.getByRole("link", { name: `Code of ${SOKO.title} (opens in a new tab)` }).getAttribute("href")).resolves.toBe(SOKO.githubUrl)
    await expect(page.getByRole("link", { name: `Live Demo of ${SOKO.title} (opens in a new tab)` }).getAttribute("href")).resolves.toBe(SOKO.liveUrl)
    // The extra screenshot, loaded once the reader gets there.
    const shot = page.getByRole("img", { name: SOKO.caseStudy!.screenshots![0].alt })
    await shot.scrollIntoViewIfNeeded()
    await page.waitForFunction((alt) => Array.from(document.images).some((img) => img.alt === alt && img.complete && img.naturalWidth > 0), SOKO.caseStudy!.screenshots![0].alt)
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  it.each(DESKTOP_AND_PHONE)("asks for its screenshot first, before the first screen's CSS is read, and fetches it once (%s)", async (_name, context) => {
    const visited = await visit(browser(), SOKO_PATH, context)
    const shown = await visited.page.getByRole("img", { name: SOKO.imageAlt }).evaluate(async (img: HTMLImageElement) => {
      await img.decode()
      return img.currentSrc
    })
    const loaded = await visited.page.evaluate(() => {
      const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')
      const resources = performance.getEntriesByType("resource").sort((a, b) => a.startTime - b.startTime)
      return {
        preloadFirstInHead: preload !== null && document.head.querySelector("link, style, script") === preload,
        preloadCandidates: (preload?.imageSrcset ?? "").split(",").map((candidate) => new URL(candidate.trim().split(" ")[0], location.href).href),
        resources: resources.map((resource) => resource.name),
      }
    })
    expect(loaded.preloadFirstInHead).toBe(true)
    expect(loaded.preloadCandidates).toContain(shown)
    expect(loaded.resources.filter((name) => name === shown)).toHaveLength(1)
    expect(loaded.resources[0]).toBe(shown)
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  it("a project without a demo or a case study shows neither", async () => {
    const project = projects.find((p) => !p.liveUrl && !p.caseStudy) ?? projects.find((p) => !p.caseStudy)!
    const visited = await visit(browser(), pathOf(project))
    const { page } = visited
    const headings = await page.getByRole("main").getByRole("heading").allInnerTexts()
    expect(headings).toEqual([project.title, PAGE.technologies])
    await expect(page.getByRole("link", { name: /^Live Demo of/ }).count()).resolves.toBe(project.liveUrl ? 1 : 0)
    await visited.close()
  })
})

describe.each(DESKTOP_AND_PHONE)("without JavaScript on %s", (_name, context) => {
  it("the page is complete: every text, the image, the links on", async () => {
    const visited = await visit(browser(), SOKO_PATH, { ...context, javaScriptEnabled: false })
    const { page } = visited
    for (const text of projectTexts(SOKO)) await expectVisibleText(page, text)
    expect(await isReallyVisible(page.getByRole("img", { name: SOKO.imageAlt }))).toBe(true)
    for (const name of [PAGE.backToGallery, new RegExp(PAGE.next), new RegExp(PAGE.previous)]) {
      expect(await isReallyVisible(page.getByRole("link", { name }))).toBe(true)
    }
    expect(visited.problems).toEqual([])
    await visited.close()
  })
})

const headOf = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) => document.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content ?? null
    const keys = ["description", "robots", "og:type", "og:title", "og:description", "og:url", "og:image", "og:image:width", "og:image:height", "og:image:alt", "twitter:card", "twitter:title", "twitter:description", "twitter:image", "twitter:image:alt"]
    return {
      title: document.title,
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href") ?? null,
      meta: Object.fromEntries(keys.map((key) => [key, meta(key)])),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "")),
    }
  })

describe("the head, for search engines and link previews", () => {
  it("has the project's own title, description, canonical, Open Graph and Twitter tags and JSON-LD", async () => {
    const visited = await visit(browser(), SOKO_PATH)
    const head = await headOf(visited.page)
    const title = `${SOKO.title} | ${site.name}`
    expect(head.title).toBe(title)
    const canonical = new URL(head.canonical!)
    expect(canonical.pathname).toBe(SOKO_PATH)
    const image = `${canonical.origin}${projectShareImagePath("soko-online-store")}`
    expect(head.meta).toEqual({
      description: SOKO.description,
      robots: "index, follow",
      "og:type": "article",
      "og:title": title,
      "og:description": SOKO.description,
      "og:url": head.canonical,
      "og:image": image,
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": `${SOKO.title}: ${SOKO.imageAlt}`,
      "twitter:card": "summary_large_image",
      "twitter:title": title,
      "twitter:description": SOKO.description,
      "twitter:image": image,
      "twitter:image:alt": `${SOKO.title}: ${SOKO.imageAlt}`,
    })
    expect(head.jsonLd).toHaveLength(1)
    const graph = head.jsonLd[0]["@graph"] as Record<string, unknown>[]
    const person = graph.find((node) => node["@type"] === "Person")!
    expect(person.name).toBe(site.name)
    expect(graph.find((node) => node["@type"] === "SoftwareSourceCode")).toMatchObject({
      name: SOKO.title,
      description: SOKO.description,
      url: head.canonical,
      image,
      codeRepository: SOKO.githubUrl,
      author: { "@id": person["@id"] },
    })
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  it("each page's share image is its own 1200x630 PNG, served with the site's headers", async () => {
    const visited = await visit(browser(), "/")
    const home = await visited.page.request.get(siteUrl("/og-image.png"))
    const seen = new Set<string>([(await home.body()).toString("base64")])
    for (const project of projects) {
      const response = await visited.page.request.get(siteUrl(projectShareImagePath(projectSlug(project))))
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("image/png")
      expect(response.headers()["content-security-policy"]).toBe(home.headers()["content-security-policy"])
      const body = await response.body()
      expect(await sharp(body).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 })
      seen.add(body.toString("base64"))
    }
    expect(seen.size).toBe(projects.length + 1)
    await visited.close()
  })

  it("every project page is in the sitemap", async () => {
    const visited = await visit(browser(), "/")
    const sitemap = await (await visited.page.request.get(siteUrl("/sitemap-0.xml"))).text()
    for (const project of projects) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${pathOf(project)}</loc>`))
    await visited.close()
  })

  it("is answered with the same headers as the home page", async () => {
    const home = await visit(browser(), "/")
    const page = await visit(browser(), SOKO_PATH)
    const pick = (headers: Record<string, string>) => {
      const { date, etag, "last-modified": lastModified, "content-length": length, "content-encoding": encoding, vary, ...rest } = headers
      return rest
    }
    expect(pick(page.response!.headers())).toEqual(pick(home.response!.headers()))
    expect(page.problems).toEqual([])
    await home.close()
    await page.close()
  })
})

describe("an unknown project", () => {
  it("gets the 404 page with status 404", async () => {
    const missing = await visit(browser(), "/projects/no-such-project", { expectNotFound: true })
    expect(missing.response?.status()).toBe(404)
    await expect(missing.page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("404")
    await expect(missing.page.getByText(NOT_FOUND_TEXT).isVisible()).resolves.toBe(true)
    expect(missing.problems).toEqual([])
    await missing.close()
  })
})

describe("printing a project page", () => {
  it("shows only that project, black on white: no header, footer, way back or pager", async () => {
    const visited = await visit(browser(), SOKO_PATH, PHONE_CONTEXT)
    const { page } = visited
    await page.emulateMedia({ media: "print" })
    for (const locator of [page.getByRole("banner"), page.getByRole("contentinfo"), page.getByRole("navigation", { name: PAGE.pager }), page.getByRole("link", { name: PAGE.backToGallery })]) {
      expect(await locator.evaluateAll((elements) => elements.some((element) => element.getBoundingClientRect().height > 0))).toBe(false)
    }
    const colours = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main *"))
        .filter((element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
        .filter((element) => element.getBoundingClientRect().height > 0)
        .map((element) => getComputedStyle(element).color)
    )
    expect([...new Set(colours)]).toEqual(["rgb(0, 0, 0)"])
    expect(visited.problems).toEqual([])
    await visited.close()
  })

  it("prints to a short PDF holding the project, its case study and its links written out", async () => {
    const visited = await visit(browser(), SOKO_PATH)
    const pages = pdfPages(await visited.page.pdf({ format: "A4" })).map(readable)
    await visited.close()
    const all = pages.join(" ")
    expect(pages.length).toBeGreaterThanOrEqual(1)
    expect(pages.length).toBeLessThanOrEqual(3)
    for (const text of [...projectTexts(SOKO), `${site.projects.card.code}: ${SOKO.githubUrl}`, `${site.projects.card.liveDemo}: ${SOKO.liveUrl}`]) {
      expect({ text, found: readable(all).includes(readable(text)) }).toEqual({ text, found: true })
    }
    for (const text of [PAGE.backToGallery, PAGE.pager, site.footer.rightsReserved]) expect({ text, found: all.includes(text) }).toEqual({ text, found: false })
  })
})
