/**
 * @jest-environment node
 *
 * The rules of the side-by-side benchmark without a Lighthouse run: the targets of
 * budgets.json against made-up medians, the rotating round order, the command line, and
 * Lighthouse's resource types.
 */
import { PROJECT_CARDS_MAX } from "../../../../src/shared/projects"
import { ANY_PROJECT_PAGE, benchPages, byteBudgetOf, NOT_FOUND_PAGE, pageKind, readBudgets, THROTTLINGS, type PeerTarget, type TargetMetric, type Throttling } from "../../../../tools/bench/budget-config"
import { readFixtureContent, readFixtureData } from "../../../../tools/fixture-sites"
import { parseArgs, DEFAULT_ROUNDS } from "../../../../tools/bench/bench"
import { countedByLighthouse, lighthouseResourceType, sumByType } from "../../../../tools/bench/loaded-bytes"
import { brokenTargets, describeBrokenTarget, evaluateTargets, namedPeers, roundOrder, type MetricValues, type PageMedians } from "../../../../tools/bench/peer-targets"

const values = (overrides: Partial<MetricValues>): MetricValues => ({
  performance: 90,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 2000,
  lcpAfterFcpMs: 1000,
  observedLcpAfterFcpMs: 1000,
  tbtMs: 200,
  cls: 0,
  jsKib: 100,
  ...overrides,
})

/** The bench's default rounds: every page's medians are of 5 runs unless a test says otherwise. */
const ROUNDS = 5

const peers: PageMedians[] = [
  { site: "v4", page: "/", values: values({ performance: 96, tbtMs: 41, lcpMs: 2356, jsKib: 118.4 }), rounds: ROUNDS },
  { site: "cara", page: "/", values: values({ performance: 93, tbtMs: 240, lcpMs: 2644, jsKib: 108.7 }), rounds: ROUNDS },
  { site: "astro-portfolio", page: "/", values: values({ performance: 97, tbtMs: 0, lcpMs: 2557, cls: 0.015, jsKib: 0 }), rounds: ROUNDS },
]

/** The same medians, each of `rounds` runs. */
const measuredIn = (pages: readonly PageMedians[], rounds: number): PageMedians[] => pages.map((page) => ({ ...page, rounds }))

/** The bench's project page on the sample: the project with the fullest case study. */
const PROJECT_PAGE = "/projects/soko-online-store"
const BENCHED_KINDS = ["/", "/downloads", "/projects", ANY_PROJECT_PAGE, NOT_FOUND_PAGE]

/** A page that holds every peer target against the peers above. */
const fast: Partial<MetricValues> = { performance: 100, tbtMs: 0, fcpMs: 900, lcpMs: 930, lcpAfterFcpMs: 30, observedLcpAfterFcpMs: 0, cls: 0, jsKib: 8.5 }

/** This site's medians; each page, unless given, one that holds every target. */
const ownPages = (
  home: Partial<MetricValues>,
  downloads: Partial<MetricValues> = fast,
  project: Partial<MetricValues> = fast,
  notFound: Partial<MetricValues> = fast
): PageMedians[] => [
  { site: "this site", page: "/", values: values(home), rounds: ROUNDS },
  { site: "this site", page: "/downloads", values: values(downloads), rounds: ROUNDS },
  { site: "this site", page: PROJECT_PAGE, values: values(project), rounds: ROUNDS },
  { site: "this site", page: NOT_FOUND_PAGE, values: values(notFound), rounds: ROUNDS },
]

const resultFor = (results: ReturnType<typeof evaluateTargets>, page: string, metric: TargetMetric) =>
  results.find((result) => result.page === page && result.metric === metric)
const brokenOf = (results: ReturnType<typeof evaluateTargets>) => brokenTargets(results).map((result) => `${result.page} ${result.metric}`).sort()

/** The two runs of the side-by-side bench: simulated (Lighthouse's model) and applied (the browser really slowed). */
const SIMULATED: Throttling = "simulate"
const APPLIED: Throttling = "devtools"

describe("the peer targets in budgets.json", () => {
  const targets = readBudgets().peerTargets

  test("each names exactly one of max and min and a run Lighthouse has, and each run holds every page the bench measures to each of its metrics (SEO all but the 404 page, noindex on purpose)", () => {
    for (const target of targets) {
      expect([target.max, target.min].filter((bound) => bound !== undefined)).toHaveLength(1)
      expect([undefined, ...THROTTLINGS]).toContain(target.throttling)
      const pages = target.metric === "seo" ? BENCHED_KINDS.filter((kind) => kind !== NOT_FOUND_PAGE) : BENCHED_KINDS
      expect([...target.pages].sort()).toEqual([...pages].sort())
      expect(target.pages.filter((page) => !readBudgets().bytes[page])).toEqual([])
    }
    expect(namedPeers(targets)).toEqual(["v4"])
    const judgedIn = (throttling: string) => targets.filter((target) => (target.throttling ?? throttling) === throttling).map((target) => target.metric)
    expect(new Set(judgedIn("simulate"))).toEqual(new Set(["performance", "accessibility", "best-practices", "seo", "lcpMs", "observedLcpAfterFcpMs", "tbtMs", "cls", "jsKib"]))
    expect(new Set(judgedIn("devtools"))).toEqual(new Set(["accessibility", "best-practices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "jsKib"]))
  })

  test("a site that holds them on every page passes both runs", () => {
    for (const run of [SIMULATED, APPLIED]) expect(brokenOf(evaluateTargets(targets, ownPages(fast), peers, run))).toEqual([])
    expect(brokenOf(evaluateTargets(targets, measuredIn(ownPages(fast), 15), measuredIn(peers, 15), SIMULATED))).toEqual([])
  })

  test("with the browser really slowed, a page is held to 0.9x the best peer's FCP, 0.7x its LCP and half v4's TBT, and not to Lighthouse's performance score", () => {
    const slowed = { ...fast, performance: 97, fcpMs: 901, lcpMs: 0.7 * 2356 + 1, tbtMs: 21, observedLcpAfterFcpMs: 700 }
    const results = evaluateTargets(targets, ownPages(slowed), peers, APPLIED)
    expect(brokenOf(results)).toEqual(["/ fcpMs", "/ lcpMs", "/ tbtMs"])
    expect(resultFor(results, "/", "fcpMs")?.limit.value).toBeCloseTo(0.9 * 1000)
    expect(resultFor(results, "/", "tbtMs")?.limit.value).toBeCloseTo(0.5 * 41)
    expect(resultFor(results, "/", "lcpMs")?.limit.peer?.site).toBe("v4")
    expect(brokenOf(evaluateTargets(targets, ownPages({ ...slowed, fcpMs: 900, lcpMs: 0.7 * 2356, tbtMs: 20 }), peers, APPLIED))).toEqual([])
  })

  test("simulated, a page is held to performance 100, its LCP within 50 ms of its FCP as recorded, and TBT within v4's over 15 rounds: measured in 5, it is reported, not judged", () => {
    const before = { ...fast, performance: 99, lcpMs: 1578, lcpAfterFcpMs: 618, observedLcpAfterFcpMs: 51, tbtMs: 42, fcpMs: 1200 }
    expect(brokenOf(evaluateTargets(targets, ownPages(before), peers, SIMULATED))).toEqual(["/ observedLcpAfterFcpMs", "/ performance"])
    const fifteen = evaluateTargets(targets, measuredIn(ownPages(before), 15), measuredIn(peers, 15), SIMULATED)
    expect(brokenOf(fifteen)).toEqual(["/ observedLcpAfterFcpMs", "/ performance", "/ tbtMs"])
    const tbt = resultFor(evaluateTargets(targets, ownPages(before), peers, SIMULATED), "/", "tbtMs")
    expect(tbt).toMatchObject({ holds: false, judged: false })
    expect(tbt?.limit.value).toBe(41)
    expect(tbt?.description).toMatch(/over 15 rounds/)
    expect(resultFor(fifteen, "/", "tbtMs")?.aim?.value).toBeCloseTo(0.5 * 41)
  })

  test("a target is judged on the rounds Lighthouse measured, the page's and its peer's: a failed run of either leaves it not judged", () => {
    const before = { ...fast, tbtMs: 42 }
    const tbtOf = (own: PageMedians[], peerMedians: PageMedians[]) => resultFor(evaluateTargets(targets, own, peerMedians, SIMULATED), "/", "tbtMs")
    expect(tbtOf(measuredIn(ownPages(before), 14), measuredIn(peers, 15))?.judged).toBe(false)
    expect(tbtOf(measuredIn(ownPages(before), 15), measuredIn(peers, 14))?.judged).toBe(false)
    expect(tbtOf(measuredIn(ownPages(before), 15), measuredIn(peers, 15))?.judged).toBe(true)
  })

  test("the project page and the 404 page are held to the same targets", () => {
    const slow = { performance: 99, tbtMs: 42, fcpMs: 901, lcpMs: 1700, lcpAfterFcpMs: 51, observedLcpAfterFcpMs: 51, cls: 0.001, jsKib: 9.1 }
    const both = ["cls", "jsKib", "lcpMs"]
    const broken = (metrics: string[]) => [...metrics.map((metric) => `${NOT_FOUND_PAGE} ${metric}`), ...metrics.map((metric) => `${PROJECT_PAGE} ${metric}`)].sort()
    expect(brokenOf(evaluateTargets(targets, measuredIn(ownPages(fast, fast, slow, slow), 15), measuredIn(peers, 15), SIMULATED))).toEqual(broken([...both, "observedLcpAfterFcpMs", "performance", "tbtMs"]))
    expect(brokenOf(evaluateTargets(targets, ownPages(fast, fast, slow, slow), peers, APPLIED))).toEqual(broken([...both, "fcpMs", "tbtMs"]))
  })

  test("a page in another language is held to its kind's targets on its own", () => {
    const pages = [...ownPages(fast), { site: "this site", page: "/sw", values: values({ ...fast, tbtMs: 21 }), rounds: ROUNDS }]
    const results = evaluateTargets(targets, pages, peers, APPLIED)
    expect(brokenOf(results)).toEqual(["/sw tbtMs"])
    expect(results.filter((result) => result.metric === "tbtMs").map((result) => result.page)).toEqual(["/", "/downloads", PROJECT_PAGE, NOT_FOUND_PAGE, "/sw"])
  })

  test("accessibility and best practices below 100 on any page break, SEO on any but the 404 page, in either run", () => {
    for (const run of [SIMULATED, APPLIED]) {
      const results = evaluateTargets(targets, ownPages(fast, { ...fast, seo: 92 }, fast, { ...fast, accessibility: 98, seo: 63 }), peers, run)
      expect(brokenOf(results)).toEqual([`${NOT_FOUND_PAGE} accessibility`, "/downloads seo"].sort())
    }
  })
})

describe("the pages the benches measure", () => {
  test("on the sample: the home page, the downloads page and the project with the fullest case study, then the home and that project in Kiswahili", () => {
    expect(benchPages({ projects: readFixtureData("projects"), apps: readFixtureData("apps"), site: readFixtureData("site") })).toEqual([
      "/",
      "/downloads",
      PROJECT_PAGE,
      NOT_FOUND_PAGE,
      "/sw",
      `/sw${PROJECT_PAGE}`,
    ])
  })

  test("on a site without apps or case studies: the home page, its first project's page and the 404 page", () => {
    const projects = [{ title: "Ledger Lite" }, { title: "Kettle", slug: "kettle-app" }]
    const site = { language: "en" }
    expect(benchPages({ projects, apps: [], site })).toEqual(["/", "/projects/ledger-lite", NOT_FOUND_PAGE])
    const withCaseStudy = [...projects, { title: "Quay", caseStudy: { problem: "p", highlights: ["a", "b"] } }]
    expect(benchPages({ projects: withCaseStudy, apps: [], site })).toEqual(["/", "/projects/quay", NOT_FOUND_PAGE])
  })

  /** A site of `languages` languages with `entries` of each kind (none by default), every section shown. */
  const siteOf = (languages: string[], entries: { projects?: number; skills?: number; featured?: number } = {}) => {
    const content = readFixtureContent()
    const { projects = 0, skills = 0, featured = projects } = entries
    return {
      ...content,
      site: { ...content.site, language: languages[0], otherLanguages: languages.slice(1) },
      projects: Array.from({ length: projects }, (_, index) => ({ ...content.projects[0], title: `p${index}`, featured: index < featured })),
      skills: Array.from({ length: skills }, () => content.skills[0]),
      experience: [],
      achievements: [],
    }
  }

  test("a page in another language has its kind's budgets, each further language's allowance and its own words'", () => {
    const budgets = readBudgets()
    const home = budgets.bytes["/"].documentKb!
    const perLanguage = budgets.bytesPerLanguage.documentKb!
    const words = budgets.bytesInAnotherLanguage.documentKb!
    expect(byteBudgetOf(budgets, "/", siteOf(["en"])).documentKb).toBe(home)
    expect(byteBudgetOf(budgets, "/", siteOf(["en", "sw"])).documentKb).toBeCloseTo(home + perLanguage)
    expect(byteBudgetOf(budgets, "/sw", siteOf(["en", "sw"])).documentKb).toBeCloseTo(home + perLanguage + words)
    expect(byteBudgetOf(budgets, "/sw", siteOf(["en", "sw"])).scriptKb).toBe(budgets.bytes["/"].scriptKb)
  })

  test("a bigger site's pages get what each entry beyond those included adds: the home page per skill and per project it carries, the gallery page per card and per row", () => {
    const budgets = readBudgets()
    const { "/": home, "/projects": gallery } = budgets.bytesPerEntry
    const skillsIncluded = home.skills!.included
    expect(byteBudgetOf(budgets, "/", siteOf(["en"], { skills: skillsIncluded })).documentKb).toBe(budgets.bytes["/"].documentKb)
    expect(byteBudgetOf(budgets, "/", siteOf(["en"], { skills: skillsIncluded + 10 })).documentKb).toBeCloseTo(budgets.bytes["/"].documentKb! + 10 * home.skills!.documentKb!)
    // Fifty projects, four featured: the home page carries four, within its budget; the gallery page all fifty.
    const fifty = siteOf(["en"], { projects: 50, featured: 4 })
    expect(byteBudgetOf(budgets, "/", fifty).documentKb).toBe(budgets.bytes["/"].documentKb)
    // The gallery page: PROJECT_CARDS_MAX cards, and every other project as a row, lighter.
    expect(gallery.projectRows!.documentKb!).toBeLessThan(gallery.projects!.documentKb!)
    expect(byteBudgetOf(budgets, "/projects", fifty).documentKb).toBeCloseTo(budgets.bytes["/projects"].documentKb! + PROJECT_CARDS_MAX * gallery.projects!.documentKb! + (50 - PROJECT_CARDS_MAX) * gallery.projectRows!.documentKb!)
    // All fifty featured: the home page still carries at most PROJECT_CARDS_MAX.
    const allFeatured = siteOf(["en"], { projects: 50 })
    expect(byteBudgetOf(budgets, "/", allFeatured).documentKb).toBeCloseTo(budgets.bytes["/"].documentKb! + (PROJECT_CARDS_MAX - home.projects!.included) * home.projects!.documentKb!)
  })

  test("a site with more projects than the home page carries has its gallery page benched", () => {
    const projects = Array.from({ length: PROJECT_CARDS_MAX + 1 }, (_, index) => ({ title: `Project ${index}` }))
    expect(benchPages({ projects, apps: [], site: { language: "en" } })).toEqual(["/", "/projects", "/projects/project-0", NOT_FOUND_PAGE])
  })

  test("a project page has the budgets of its kind", () => {
    expect([PROJECT_PAGE, "/projects/x", "/", "/downloads", NOT_FOUND_PAGE].map(pageKind)).toEqual([ANY_PROJECT_PAGE, ANY_PROJECT_PAGE, "/", "/downloads", NOT_FOUND_PAGE])
    expect(["/sw", `/sw${PROJECT_PAGE}`, "/pt-br/downloads", "/sw/404.html"].map(pageKind)).toEqual(["/", ANY_PROJECT_PAGE, "/downloads", NOT_FOUND_PAGE])
    expect(Object.keys(readBudgets().bytes)).toEqual(expect.arrayContaining(BENCHED_KINDS))
  })
})

describe("target rules", () => {
  test("'best' is the best peer on that metric, higher or lower as the metric wants", () => {
    const targets: PeerTarget[] = [
      { pages: ["/"], metric: "lcpMs", max: { peer: "best" } },
      { pages: ["/"], metric: "performance", min: { peer: "best" } },
    ]
    const [lcp, performance] = evaluateTargets(targets, ownPages({}), peers, SIMULATED)
    expect(lcp.limit.peer?.site).toBe("v4")
    expect(performance.limit.peer?.site).toBe("astro-portfolio")
  })

  test("a target naming an unmeasured peer, or both max and min, is an error, not a pass", () => {
    expect(() => evaluateTargets([{ pages: ["/"], metric: "tbtMs", max: { peer: "gone" } }], ownPages({}), peers, SIMULATED)).toThrow(/"gone"/)
    expect(() => evaluateTargets([{ pages: ["/"], metric: "tbtMs", max: 1, min: 0 }], ownPages({}), peers, SIMULATED)).toThrow(/exactly one/)
  })

  test("a target of one run is left out of the other's results, and a run Lighthouse has not is an error, not a pass", () => {
    const target: PeerTarget = { pages: ["/"], metric: "fcpMs", throttling: "devtools", max: 1 }
    expect(evaluateTargets([target], ownPages({}), peers, SIMULATED)).toEqual([])
    expect(evaluateTargets([target], ownPages({}), peers, APPLIED)).toHaveLength(1)
    expect(() => evaluateTargets([{ ...target, throttling: "applied" as never }], ownPages({}), peers, APPLIED)).toThrow(/"applied"/)
  })
})

describe("figures Lighthouse could not measure (NaN medians)", () => {
  test("a target against a peer without a figure, or a page without one, is broken and says so", () => {
    const unmeasuredV4 = peers.map((peer) => (peer.site === "v4" ? { ...peer, values: values({ tbtMs: Number.NaN, lcpMs: Number.NaN, performance: Number.NaN }) } : peer))
    const targets: PeerTarget[] = [
      { pages: ["/"], metric: "tbtMs", max: { peer: "v4" } },
      { pages: ["/"], metric: "cls", max: 0.005 },
      { pages: ["/"], metric: "lcpMs", max: { peer: "best", times: 0.8 } },
    ]
    const [tbt, cls, lcp] = evaluateTargets(targets, ownPages({ tbtMs: 10, cls: Number.NaN }), unmeasuredV4, SIMULATED)
    expect(tbt.holds).toBe(false)
    expect(describeBrokenTarget(tbt)).toMatch(/could not be judged/)
    expect(cls.holds).toBe(false)
    expect(lcp.limit.peer?.site).toBe("astro-portfolio")
  })
})

describe("interleaved rounds", () => {
  test("every round runs each page once, starting one page further each time", () => {
    const pages = ["a", "b", "c"]
    expect([0, 1, 2, 3].map((round) => roundOrder(pages, round).join(""))).toEqual(["abc", "bca", "cab", "abc"])
  })
})

describe("bench command line", () => {
  test("--peers defaults to at least 5 rounds and ../shared/peers; --peers-dir and --rounds override", () => {
    const options = parseArgs(["--peers", "--no-build", "--public", "/tmp/site"])
    expect(options.peers).toBe(true)
    expect(options.rounds).toBe(DEFAULT_ROUNDS)
    expect(DEFAULT_ROUNDS).toBeGreaterThanOrEqual(5)
    expect(options.peersDir).toMatch(/\/shared\/peers$/)
    expect(parseArgs(["--peers", "--rounds=2", "--peers-dir", "/x/peers"])).toMatchObject({ rounds: 2, peersDir: "/x/peers" })
  })

  test("--before measures another build of the site in the same rounds", () => {
    expect(parseArgs(["--peers", "--no-build", "--before", "/tmp/before/public"]).beforeDir).toBe("/tmp/before/public")
  })

  test("--applied has the browser really slow the pages (devtools throttling) instead of Lighthouse's simulation", () => {
    expect(parseArgs(["--peers"]).throttling).toBe("simulate")
    expect(parseArgs(["--peers", "--applied"]).throttling).toBe("devtools")
  })

  test("options of one mode are refused in the other", () => {
    expect(() => parseArgs(["--rounds", "2"])).toThrow(/--peers/)
    expect(() => parseArgs(["--applied"])).toThrow(/--peers/)
    expect(() => parseArgs(["--before", "/tmp/before/public"])).toThrow(/--peers/)
    expect(() => parseArgs(["--peers", "--runs", "2"])).toThrow(/--rounds/)
    expect(() => parseArgs(["--peers", "--rounds", "0"])).toThrow(/at least 1/)
  })
})

describe("Lighthouse's resource types", () => {
  test("Chromium's types map as resource-summary maps them; fetches, the manifest and pings are other", () => {
    expect(["Script", "script", "Stylesheet", "Document", "Font", "Image", "Media"].map(lighthouseResourceType)).toEqual([
      "script",
      "script",
      "stylesheet",
      "document",
      "font",
      "image",
      "media",
    ])
    expect(["fetch", "xhr", "manifest", "ping", "other"].map(lighthouseResourceType)).toEqual(["other", "other", "other", "other", "other"])
  })

  test("data: URLs and a favicon.ico of type other are not counted", () => {
    expect(countedByLighthouse("data:image/png;base64,AAAA", "image")).toBe(false)
    expect(countedByLighthouse("http://a.test/favicon.ico", "other")).toBe(false)
    expect(countedByLighthouse("http://a.test/favicon.svg", "other")).toBe(true)
  })

  test("totals add up by type and overall", () => {
    const totals = sumByType([
      { url: "http://a.test/a.js", type: "script", transferBytes: 100 },
      { url: "http://a.test/b.js", type: "script", transferBytes: 50 },
      { url: "http://a.test/", type: "document", transferBytes: 10 },
    ])
    expect(totals.script).toEqual({ requests: 2, bytes: 150 })
    expect(totals.total).toEqual({ requests: 3, bytes: 160 })
    expect(totals.font).toEqual({ requests: 0, bytes: 0 })
  })
})
