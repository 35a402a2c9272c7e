/**
 * The header and every same-page jump, in real Chromium: where each click lands (100 px
 * below the top), the active entry following the scroll, the progress bar, and the phone
 * menu.
 */
import type { Page } from "playwright-core"
import { baseUrl, DESKTOP_CONTEXT, PHONE_CONTEXT, scrollToBottom, scrollToY, useBrowser, visit, waitForScrollEnd, type Visit } from "../support/browser/browser"
import { headerContract } from "../../src/components/layout/header.island"
import { contrast } from "../support/contrast"

jest.setTimeout(60_000)

const SECTIONS = ["home", "about", "projects", "skills", "contact"] as const
const LABELS: Record<(typeof SECTIONS)[number], string> = {
  home: "Home",
  about: "About",
  projects: "Projects",
  skills: "Skills",
  contact: "Contact",
}
const SCROLL_OFFSET = 100
const ACTIVE_DISTANCE = 150

const browser = useBrowser()

/** How the page's same-page jumps move: "smooth" (a glide) or "auto" (at once). */
const scrollBehavior = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)

/** The nav entry marked as the visitor's current location. */
const currentEntry = (page: Page, navName: string) =>
  page.getByRole("navigation", { name: navName }).locator('a[aria-current="location"]')

/**
 * Waits for the jump to a section to come to rest, then checks where it stopped: the
 * section's top 100 px below the viewport's top (home: the very top of the page).
 */
async function expectLandedOn(page: Page, id: string) {
  const restingTop = () =>
    page.evaluate((sectionId) => {
      const top = () => (sectionId === "home" ? -window.scrollY : document.getElementById(sectionId)!.getBoundingClientRect().top)
      return new Promise<number>((resolve) => {
        const waitForRest = (last: number, stillFrames: number) =>
          requestAnimationFrame(() => {
            const now = top()
            if (now === last && stillFrames >= 10) resolve(now)
            else waitForRest(now, now === last ? stillFrames + 1 : 0)
          })
        waitForRest(top(), 0)
      })
    }, id)
  const expected = id === "home" ? 0 : SCROLL_OFFSET
  // A smooth scroll may start a few frames after the click: wait until it reaches its target.
  await page
    .waitForFunction(
      ({ sectionId, target }) => {
        const top = sectionId === "home" ? -window.scrollY : document.getElementById(sectionId)!.getBoundingClientRect().top
        return Math.abs(top - target) < 1
      },
      { sectionId: id, target: expected },
      { timeout: 5_000, polling: "raf" }
    )
    .catch(() => undefined)
  expect(await restingTop()).toBeCloseTo(expected, 0)
}

const progress = (page: Page) =>
  page.getByRole("progressbar", { name: "Page scroll progress" }).getAttribute("aria-valuenow").then(Number)

describe("desktop header (1280x800)", () => {
  let home: Visit
  beforeEach(async () => {
    home = await visit(browser(), "/")
  })
  afterEach(async () => {
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("starts with Home active and the progress bar empty", async () => {
    const nav = home.page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link").allInnerTexts()).resolves.toEqual(Object.values(LABELS))
    await expect(currentEntry(home.page, "Main").innerText()).resolves.toBe("Home")
    expect(await progress(home.page)).toBe(0)
  })

  it("scrolls smoothly to each section, stops 100 px above it and marks its entry current", async () => {
    const { page } = home
    expect(await scrollBehavior(page)).toBe("smooth")
    // Every position the page passes through, recorded in the page: read after the click, one
    // round trip late, a short glide on a busy machine could already be over.
    await page.evaluate(() => {
      const scrolled = window as unknown as { scrolledThrough: number[] }
      scrolled.scrolledThrough = []
      window.addEventListener("scroll", () => scrolled.scrolledThrough.push(window.scrollY), { passive: true })
    })
    const scrolledThrough = () => page.evaluate(() => (window as unknown as { scrolledThrough: number[] }).scrolledThrough.splice(0))
    for (const id of [...SECTIONS.slice(1), "home" as const]) {
      await scrolledThrough()
      const startY = await page.evaluate(() => window.scrollY)
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: LABELS[id], exact: true }).click()
      await expectLandedOn(page, id)
      const endY = await page.evaluate(() => window.scrollY)
      // The jump is animated: the page passes through positions between where it was and where it lands, in order.
      const between = (await scrolledThrough()).filter((y) => y !== endY)
      expect(between.length).toBeGreaterThan(0)
      for (const y of between) expect(Math.sign(endY - y)).toBe(Math.sign(endY - startY))
      expect(between).toEqual([...between].sort((a, b) => (endY > startY ? a - b : b - a)))
      await expect(currentEntry(page, "Main").innerText()).resolves.toBe(LABELS[id])
      expect(new URL(page.url()).hash).toBe(`#${id}`)
    }
  })

  it("makes current the last section whose top is within 150 px of the top", async () => {
    const { page } = home
    const skillsTop = await page.evaluate(() => document.getElementById("skills")!.getBoundingClientRect().top + window.scrollY)
    await scrollToY(page, skillsTop - ACTIVE_DISTANCE + 2)
    await expect(currentEntry(page, "Main").innerText()).resolves.toBe("Skills")
    await scrollToY(page, skillsTop - ACTIVE_DISTANCE - 10)
    await expect(currentEntry(page, "Main").innerText()).resolves.toBe("Projects")
    await scrollToY(page, 0)
    await expect(currentEntry(page, "Main").innerText()).resolves.toBe("Home")
  })

  it("fills the 4 px progress bar with the scroll position, 0 at the top to 100 at the bottom", async () => {
    const { page } = home
    const bar = page.getByRole("progressbar", { name: "Page scroll progress" })
    const box = await bar.boundingBox()
    expect(box?.height).toBeCloseTo(4, 0)
    expect(box?.y).toBe(0)
    await expect(bar.getAttribute("aria-valuemin")).resolves.toBe("0")
    await expect(bar.getAttribute("aria-valuemax")).resolves.toBe("100")
    const filled = () => bar.locator("div").evaluate((fill) => fill.getBoundingClientRect().width)

    expect(await filled()).toBe(0)
    // Where the scroll is, as a share of the scrollable height now, should the page grow on the way.
    const scrolledShare = () =>
      page.evaluate(() => ({
        percent: Math.round((100 * window.scrollY) / (document.documentElement.scrollHeight - window.innerHeight)),
        width: window.innerWidth,
      }))
    // The bar follows within a frame or two of the last change.
    const settled = () =>
      page
        .waitForFunction(
          () => {
            const shown = document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow")
            return Number(shown) === Math.round((100 * window.scrollY) / (document.documentElement.scrollHeight - window.innerHeight))
          },
          undefined,
          { timeout: 2_000, polling: "raf" }
        )
        .catch(() => undefined)
    await scrollToY(page, await page.evaluate(() => (document.documentElement.scrollHeight - window.innerHeight) / 2))
    await settled()
    const middle = await scrolledShare()
    expect(await progress(page)).toBe(middle.percent)
    expect(middle.percent).toBeGreaterThan(30)
    expect(middle.percent).toBeLessThan(70)
    expect(await filled()).toBeCloseTo((middle.width * middle.percent) / 100, -1)
    await scrollToBottom(page)
    await settled()
    expect(await progress(page)).toBe(100)
    expect(await filled()).toBeCloseTo(middle.width, 0)
  })

  it("puts a reload back where the visitor was", async () => {
    const { page } = home
    const skillsTop = () => page.evaluate(() => document.getElementById("skills")!.getBoundingClientRect().top)
    // Scrolled down by hand (no address): the browser puts the scroll back on a reload.
    const step = 400
    while ((await skillsTop()) > 200 + step) await scrollToY(page, (await page.evaluate(() => window.scrollY)) + step)
    await scrollToY(page, (await page.evaluate(() => window.scrollY)) + (await skillsTop()) - 200)
    const before = await skillsTop()
    await page.reload({ waitUntil: "load" })
    await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 5_000 }).catch(() => undefined)
    await waitForScrollEnd(page)
    // Within two lines: the first visit may have set text in the fallback (font-display: optional)
    // and the reload in Inter from the cache, wrapping a paragraph differently. (Sections left to
    // content-visibility: auto, tried once, put the visitor thousands of pixels away.)
    expect(Math.abs((await skillsTop()) - before)).toBeLessThan(60)
  })

  it("hero buttons go to projects and contact, Scroll goes to about", async () => {
    const { page } = home
    const hero = page.locator("#home")
    await hero.getByRole("link", { name: "Explore My Projects" }).click()
    await expectLandedOn(page, "projects")
    await scrollToY(page, 0)
    await hero.getByRole("link", { name: "Get In Touch" }).click()
    await expectLandedOn(page, "contact")
    await scrollToY(page, 0)
    await hero.getByRole("link", { name: "Scroll" }).click()
    await expectLandedOn(page, "about")
  })

  it("the contact section's link goes back to projects; the footer's buttons go to contact and to the top", async () => {
    const { page } = home
    await page.locator("#contact").getByRole("link", { name: "Browse my projects" }).click()
    await expectLandedOn(page, "projects")
    const footer = page.getByRole("contentinfo")
    await footer.getByRole("link", { name: "Contact Me" }).click()
    await expectLandedOn(page, "contact")
    await footer.getByRole("button", { name: "Back to top" }).click()
    await expectLandedOn(page, "home")
    await expect(currentEntry(page, "Main").innerText()).resolves.toBe("Home")
  })

  it("links the résumé the build wrote (cv-files.e2e.ts downloads it)", async () => {
    const resume = home.page.getByRole("banner").getByRole("link", { name: /^Resume \(PDF, [\d.]+ kB\)$/ })
    await expect(resume.getAttribute("href")).resolves.toBe("/Brian-Kamau-Resume.pdf")
    await expect(resume.innerText()).resolves.toBe("Resume")
  })
})

describe("opening a section's address (/#skills)", () => {
  it("is on the section by the load event, 100 px below the top, and does not glide there afterwards", async () => {
    const context = await browser().newContext(DESKTOP_CONTEXT)
    const page = await context.newPage()
    // Every scroll position the page passes through once it has loaded.
    await page.addInitScript(() => {
      const positions: number[] = []
      Object.assign(window, { __positionsAfterLoad: positions })
      addEventListener("load", () => {
        positions.push(window.scrollY)
        addEventListener("scroll", () => positions.push(window.scrollY), { passive: true })
      })
    })
    await page.goto(new URL("/#skills", baseUrl()).href, { waitUntil: "load" })
    await page.waitForTimeout(1_000)
    const positions = await page.evaluate(() => (window as unknown as { __positionsAfterLoad: number[] }).__positionsAfterLoad)
    const skillsTop = await page.evaluate(() => document.getElementById("skills")!.getBoundingClientRect().top + window.scrollY)
    expect(positions[0]).toBeCloseTo(skillsTop - SCROLL_OFFSET, 0)
    expect(new Set(positions.map(Math.round))).toEqual(new Set([Math.round(skillsTop - SCROLL_OFFSET)]))
    await context.close()
  })

  // The race a slow phone can lose (src/shared/landing.ts), made certain: the page's script is
  // held until the browser has begun its own jump.
  it("lands on the section when the page's script arrives after the browser has begun to scroll there", async () => {
    const context = await browser().newContext(DESKTOP_CONTEXT)
    const page = await context.newPage()
    let browserScrolled = () => {}
    const firstScroll = new Promise<"scrolled">((resolve) => (browserScrolled = () => resolve("scrolled")))
    await page.exposeFunction("__browserScrolled", () => browserScrolled())
    await page.addInitScript(() =>
      addEventListener("scroll", () => (window as unknown as { __browserScrolled: () => void }).__browserScrolled(), { once: true, passive: true })
    )
    let scriptReleased: "scrolled" | "timed out" | undefined
    await page.route(/\/islands-[0-9a-f]+\.js$/, async (route) => {
      scriptReleased = await Promise.race([firstScroll, new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), 10_000))])
      await route.continue()
    })
    await page.goto(new URL("/#skills", baseUrl()).href, { waitUntil: "load" })
    // Else the browser no longer jumps before the page's script runs, and this checks nothing.
    expect(scriptReleased).toBe("scrolled")
    await expectLandedOn(page, "skills")
    // Once there, same-page links glide again.
    expect(await scrollBehavior(page)).toBe("smooth")
    await context.close()
  })

  it("glides on same-page links after the load event even when the page's script never runs", async () => {
    const context = await browser().newContext(DESKTOP_CONTEXT)
    const page = await context.newPage()
    await page.route(/\/islands-[0-9a-f]+\.js$/, (route) => route.abort())
    await page.goto(new URL("/#skills", baseUrl()).href, { waitUntil: "load" })
    expect(await scrollBehavior(page)).toBe("smooth")
    await context.close()
  })
})

describe("reduced motion", () => {
  it("jumps to a section at once instead of scrolling smoothly", async () => {
    const home = await visit(browser(), "/", { reducedMotion: "reduce" })
    const { page } = home
    expect(await scrollBehavior(page)).toBe("auto")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Skills" }).click()
    const firstFrameTop = await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => r(document.getElementById("skills")!.getBoundingClientRect().top)))
    )
    expect(firstFrameTop).toBeCloseTo(SCROLL_OFFSET, 0)
    expect(home.problems).toEqual([])
    await home.close()
  })
})

describe("phone menu (390x844)", () => {
  let home: Visit
  beforeEach(async () => {
    home = await visit(browser(), "/", PHONE_CONTEXT)
  })
  afterEach(async () => {
    expect(home.problems).toEqual([])
    await home.close()
  })

  it("hides the desktop entries and opens a menu with captions and Download Resume", async () => {
    const { page } = home
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(false)

    await toggle.click()
    const close = page.getByRole("button", { name: "Close menu" })
    await expect(close.getAttribute("aria-expanded")).resolves.toBe("true")
    const menu = page.getByRole("navigation", { name: "Mobile" })
    await menu.waitFor({ state: "visible" })
    const entries = await menu.getByRole("listitem").allInnerTexts()
    expect(entries.map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
      "Home Welcome",
      "About My story",
      "Projects My work",
      "Skills My expertise",
      "Contact Get in touch",
      // The language switch, under the theme switch: the sample is in Kiswahili too.
      "Kiswahili",
    ])
    await expect(menu.getByRole("group", { name: "Language" }).getByRole("link", { name: "Kiswahili" }).getAttribute("href")).resolves.toBe("/sw")
    const resume = menu.getByRole("link", { name: /^Download Resume \(PDF, [\d.]+ kB\)$/ })
    await expect(resume.getAttribute("href")).resolves.toBe("/Brian-Kamau-Resume.pdf")

    await close.click()
    await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false")
    await expect(menu.isVisible()).resolves.toBe(false)
  })

  it("closes after an entry is chosen and lands 100 px above the section", async () => {
    const { page } = home
    for (const id of ["skills", "about", "contact"] as const) {
      await page.getByRole("button", { name: "Open menu" }).click()
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: new RegExp(`^${LABELS[id]}`) }).click()
      await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(false)
      await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false")
      await expectLandedOn(page, id)
      await page.getByRole("button", { name: "Open menu" }).click()
      await expect(currentEntry(page, "Mobile").locator("span span").first().innerText()).resolves.toBe(LABELS[id])
      await page.getByRole("button", { name: "Close menu" }).click()
    }
  })
})

/** Computed colour, background and weight of each entry of a navigation, pointer away. */
async function entryLooks(page: Page, navName: string) {
  await page.mouse.move(5, 700)
  return page.getByRole("navigation", { name: navName }).locator(headerContract.targetSelector("navLink")).evaluateAll((links) =>
    links.map((link) => {
      const style = getComputedStyle(link)
      return { current: link.getAttribute("aria-current") === "location", look: [style.color, style.backgroundColor].join(" | ") }
    })
  )
}

describe.each([
  ["desktop bar (1280x800)", {}, "Main"],
  ["phone menu (390x844)", PHONE_CONTEXT, "Mobile"],
] as const)("the active entry in the %s", (_name, context, navName) => {
  it("looks different from the others by colour and background, at two scroll positions, pointer away", async () => {
    const home = await visit(browser(), "/", context)
    const { page } = home
    for (const id of ["projects", "skills"] as const) {
      const top = await page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY, id)
      await scrollToY(page, top - SCROLL_OFFSET)
      if (navName === "Mobile") await page.getByRole("button", { name: "Open menu" }).click()
      await page.waitForTimeout(400) // the entries' colour transition ends
      const entries = await entryLooks(page, navName)
      const current = entries.filter((entry) => entry.current)
      expect(current).toHaveLength(1)
      const others = entries.filter((entry) => !entry.current)
      expect(new Set(others.map((entry) => entry.look)).size).toBe(1)
      const [currentColor, currentBackground] = current[0].look.split(" | ")
      const [otherColor, otherBackground] = others[0].look.split(" | ")
      expect(currentColor).not.toBe(otherColor)
      expect(currentBackground).not.toBe(otherBackground)
      // Its text against the page background stays AA (axe checks the exact composite in accessibility.e2e.ts).
      const pageBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
      expect(contrast(currentColor, pageBackground)).toBeGreaterThanOrEqual(4.5)
      await expect(currentEntry(page, navName).getAttribute(headerContract.valueAttribute("section"))).resolves.toBe(id)
      if (navName === "Mobile") await page.getByRole("button", { name: "Close menu" }).click()
    }
    expect(home.problems).toEqual([])
    await home.close()
  })
})
