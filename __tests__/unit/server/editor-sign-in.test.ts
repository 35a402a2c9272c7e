/**
 * @jest-environment node
 */
/**
 * The site's own GitHub sign-in for the editor (src/server/editor-sign-in.ts), with the code
 * really traded over HTTP with a stand-in for GitHub on this computer, and the attacks on an
 * OAuth sign-in tried as an attacker would.
 */
import http from "http"
import type { AddressInfo } from "net"
import { gitHubUrl, GITHUB_URL, handleSignIn, type SignInEnvironment, type SignInRequest } from "../../../src/server/editor-sign-in"
import { SIGN_IN_PATH, EDITOR_FILES } from "../../../src/shared/editor"

const TOKEN = "gho_granted_for_the_right_code"
const CODE = "code-from-github"

/** GitHub's token endpoint as it answers: a token for the right code and app, else an error. */
let gitHub: http.Server
let gitHubOrigin: string
let trades: Record<string, unknown>[] = []
beforeAll(async () => {
  gitHub = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      const asked = JSON.parse(body || "{}") as Record<string, unknown>
      trades.push({ path: request.url, accept: request.headers.accept, ...asked })
      const granted = asked.code === CODE && asked.client_id === "app-id" && asked.client_secret === "app-secret"
      response.writeHead(200, { "Content-Type": "application/json" })
      response.end(JSON.stringify(granted ? { access_token: TOKEN, token_type: "bearer", scope: "repo" } : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }))
    })
  })
  await new Promise<void>((resolve) => gitHub.listen(0, "127.0.0.1", resolve))
  gitHubOrigin = `http://127.0.0.1:${(gitHub.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => gitHub.close(resolve)))
beforeEach(() => (trades = []))

const SITE = "https://brian.example"
const env = (changes: Partial<SignInEnvironment> = {}): SignInEnvironment => ({ clientId: "app-id", clientSecret: "app-secret", gitHubUrl: gitHubOrigin, newState: () => "fresh-state-1", fetch, ...changes })
const request = (query: Record<string, string>, cookie?: string): SignInRequest => ({ method: "GET", origin: SITE, query, headers: cookie ? { cookie } : {} })

/** The result the popup's page hands the editor (its script's data-result), as the browser reads it. */
const handedOver = (body: string) =>
  /data-result="([^"]*)"/
    .exec(body)?.[1]
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

describe("starting a sign-in", () => {
  it("sends the popup to GitHub to authorize the owner's app, back to this address, with a fresh state it also keeps in a cookie", async () => {
    const response = await handleSignIn(request({ provider: "github", scope: "repo" }), env())
    expect(response.status).toBe(302)
    const location = new URL(response.headers.Location)
    expect(`${location.origin}${location.pathname}`).toBe(`${gitHubOrigin}/login/oauth/authorize`)
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: "app-id", redirect_uri: `${SITE}${SIGN_IN_PATH}`, scope: "repo", state: "fresh-state-1" })
    expect(response.headers["Set-Cookie"]).toBe(`editor_sign_in_state=fresh-state-1; Path=${SIGN_IN_PATH}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`)
    expect(response.headers["Cache-Control"]).toBe("no-store")
  })

  it("keeps the popup tied to the editor: no opener policy on any of its answers", async () => {
    const start = await handleSignIn(request({}), env())
    const finish = await handleSignIn(request({ code: CODE, state: "fresh-state-1" }, "editor_sign_in_state=fresh-state-1"), env())
    for (const response of [start, finish]) expect(response.headers).not.toHaveProperty("Cross-Origin-Opener-Policy")
  })

  it("says it is not set up when the host has no app id or secret, to the editor", async () => {
    const response = await handleSignIn(request({}), env({ clientSecret: undefined }))
    expect(response.status).toBe(503)
    expect(handedOver(response.body)).toBe('authorization:github:error:{"message":"The site\'s GitHub sign-in is not set up: set GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET on the host."}')
  })

  it("answers GET only", async () => {
    expect((await handleSignIn({ ...request({}), method: "POST" }, env())).status).toBe(405)
  })
})

describe("GitHub sending the popup back", () => {
  it("trades the code for a token and hands it to the editor through the site's own script, stored nowhere", async () => {
    const response = await handleSignIn(request({ code: CODE, state: "fresh-state-1" }, "other=1; editor_sign_in_state=fresh-state-1"), env())
    expect(response.status).toBe(200)
    expect(handedOver(response.body)).toBe(`authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`)
    expect(response.body).toContain(`<script src="${EDITOR_FILES.signIn}"`)
    expect(response.headers).toMatchObject({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "Content-Security-Policy": expect.stringContaining("script-src 'self'") })
    expect(response.headers["Set-Cookie"]).toMatch(/^editor_sign_in_state=; .*Max-Age=0/)
    expect(trades).toEqual([{ path: "/login/oauth/access_token", accept: "application/json", client_id: "app-id", client_secret: "app-secret", code: CODE, redirect_uri: `${SITE}${SIGN_IN_PATH}` }])
  })

  it("refuses a state that is not the cookie's (another site's link), and trades nothing", async () => {
    for (const cookie of [undefined, "editor_sign_in_state=other-state", "editor_sign_in_state="]) {
      const response = await handleSignIn(request({ code: CODE, state: "attackers-state" }, cookie), env())
      expect(response.status).toBe(403)
      expect(handedOver(response.body)).toMatch(/^authorization:github:error:.*not started here/)
    }
    expect(trades).toEqual([])
  })

  it("hands GitHub's refusal of a wrong code to the editor, in GitHub's words", async () => {
    const response = await handleSignIn(request({ code: "stale", state: "fresh-state-1" }, "editor_sign_in_state=fresh-state-1"), env())
    expect(response.status).toBe(502)
    expect(handedOver(response.body)).toBe('authorization:github:error:{"message":"GitHub did not sign you in: The code passed is incorrect or expired."}')
  })

  it("says GitHub could not be reached when it cannot", async () => {
    const response = await handleSignIn(request({ code: CODE, state: "fresh-state-1" }, "editor_sign_in_state=fresh-state-1"), env({ gitHubUrl: "http://127.0.0.1:9" }))
    expect(handedOver(response.body)).toMatch(/could not be reached/)
  })

  it("never writes the token to the log", async () => {
    const logged: unknown[] = []
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) => jest.spyOn(console, method).mockImplementation((...args) => void logged.push(...args)))
    await handleSignIn(request({ code: CODE, state: "fresh-state-1" }, "editor_sign_in_state=fresh-state-1"), env())
    spies.forEach((spy) => spy.mockRestore())
    expect(JSON.stringify(logged)).not.toContain(TOKEN)
  })
})

describe("GitHub's address", () => {
  it("is GitHub's, or a stand-in on this computer only: a setting cannot send the code to another host", () => {
    expect(gitHubUrl({})).toBe(GITHUB_URL)
    expect(gitHubUrl({ EDITOR_GITHUB_URL: "http://127.0.0.1:4000/x" })).toBe("http://127.0.0.1:4000")
    expect(gitHubUrl({ EDITOR_GITHUB_URL: "https://evil.example" })).toBe(GITHUB_URL)
    expect(gitHubUrl({ EDITOR_GITHUB_URL: "http://localhost.evil.example" })).toBe(GITHUB_URL)
  })
})
