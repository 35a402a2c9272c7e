/**
 * The site's own GitHub sign-in for the editor (Vercel's, `"signIn": "site"`), end to end in
 * Chromium: the editor opens /api/editor/sign-in in a popup, the function (its real code, behind
 * a server on this computer) sends it to a stand-in for GitHub, which sends it back with a code;
 * the function trades the code for a token, and its page hands the token to the editor, which
 * then asks GitHub's API with it. GitHub's API is stood in for by the browser's routing.
 */
import http from "http"
import type { AddressInfo } from "net"
import type { Route } from "playwright-core"
import { baseUrl, DESKTOP_CONTEXT, useBrowser } from "../support/browser/browser"
import { editorSignInFunction } from "../../src/server/editor-functions"
import { editorConfig } from "../../src/build-time/editor/editor-config"
import { EDITOR_FILES, EDITOR_PATH, SIGN_IN_PATH } from "../../src/shared/editor"
import { FIXTURE_SITES, readFixtureContent } from "../../tools/fixture-sites"

jest.setTimeout(90_000)

const browser = useBrowser()
const TOKEN = "gho_the_token_github_granted"
const CODE = "the-code-github-gave"

/** A server on this computer: GitHub's sign-in pages, as the popup meets them. */
function startFakeGitHub(): Promise<{ url: string; trades: string[]; close(): Promise<void> }> {
  const trades: string[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    if (url.pathname === "/login/oauth/authorize") {
      // The owner says yes: back to the site with a code and the state it was given.
      const back = new URL(url.searchParams.get("redirect_uri") ?? "")
      back.search = new URLSearchParams({ code: CODE, state: url.searchParams.get("state") ?? "" }).toString()
      response.writeHead(302, { Location: back.href }).end()
      return
    }
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      trades.push(body)
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(JSON.parse(body).code === CODE ? { access_token: TOKEN } : { error: "bad_verification_code" }))
    })
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, trades, close: () => new Promise((done) => server.close(() => done())) })
    )
  )
}

/**
 * The site as a host serves it with its functions: the sign-in function's own code for its
 * address (a Gatsby Function's request and response, as the adapters give them), the built
 * site for the rest.
 */
function startSite(): Promise<{ url: string; close(): Promise<void> }> {
  const signIn = editorSignInFunction()
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    if (url.pathname === SIGN_IN_PATH) {
      const req = { method: request.method, headers: request.headers, query: Object.fromEntries(url.searchParams) }
      const res = {
        status: (code: number) => void (response.statusCode = code),
        setHeader: (name: string, value: string) => void response.setHeader(name, value),
        send: (body: string) => void response.end(body),
      }
      await signIn(req as never, res as never)
      return
    }
    const built = await fetch(new URL(url.pathname + url.search, baseUrl()))
    response.writeHead(built.status, Object.fromEntries([...built.headers].filter(([name]) => !["content-encoding", "content-length"].includes(name))))
    response.end(Buffer.from(await built.arrayBuffer()))
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ url: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => new Promise((done) => server.close(() => done())) }))
  )
}

it("signs the owner in through the site's own function, and hands the token to the editor alone", async () => {
  const gitHub = await startFakeGitHub()
  const site = await startSite()
  const saved = { ...process.env }
  Object.assign(process.env, { EDITOR_GITHUB_URL: gitHub.url, GITHUB_OAUTH_CLIENT_ID: "app-id", GITHUB_OAUTH_CLIENT_SECRET: "app-secret" })
  const context = await browser().newContext(DESKTOP_CONTEXT)
  try {
    const sample = readFixtureContent("sample")
    const config = editorConfig({ rootDir: FIXTURE_SITES.sample, site: sample.site, siteUrl: site.url, backend: { repository: "briankamau/portfolio", branch: "main", signIn: "site" } })
    await context.route((url) => url.origin === site.url && url.pathname === EDITOR_FILES.config, (route) => route.fulfill({ json: config }))
    // GitHub's API: what the editor asks first once signed in, and with what.
    const apiAuthorizations: string[] = []
    await context.route("https://api.github.com/**", async (route: Route) => {
      apiAuthorizations.push(route.request().headers().authorization ?? "")
      await route.fulfill({ status: 401, json: { message: "Bad credentials" } })
    })
    const page = await context.newPage()
    await page.goto(`${site.url}${EDITOR_PATH}`)
    const popup = page.waitForEvent("popup")
    await page.getByRole("button", { name: /^Sign In with\W+GitHub\W*$/ }).click()
    const signInWindow = await popup
    // The popup's page hands the token over; the editor closes it and asks GitHub's API.
    await signInWindow.waitForEvent("close")
    for (const deadline = Date.now() + 20_000; apiAuthorizations.length === 0 && Date.now() < deadline; ) await page.waitForTimeout(100)
    expect(apiAuthorizations[0]).toMatch(new RegExp(`^(token|Bearer) ${TOKEN}$`))
    expect(gitHub.trades).toHaveLength(1)
  } finally {
    await context.close()
    process.env = saved
    await site.close()
    await gitHub.close()
  }
})
