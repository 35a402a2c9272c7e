/**
 * `npm run bench:contact`: /api/contact under a flood and a faulty provider, on this machine
 * only. The "email" variant's built function (build it first: `npm run build:variants -- email`)
 * runs on three servers, each started afresh for every provider (a fresh running copy, as a
 * cold start is):
 * - "required-once": its compiled file loaded once and called for every request, as the hosts'
 *   adapters run it (tools/function-host.js);
 * - "gatsby-serve": Gatsby's own server, which loads the file again for every request, its
 *   memory growing by about 2 MB a request (measured), so that 2,000 requests would fill its
 *   4 GB heap: it gets a quarter of the traffic;
 * - "netlify-serve": `netlify serve --offline --context production` (netlify-cli, as
 *   `npm run test:hosts` installs it: __tests__/hosts/install-host-tools.sh) in a copy of the
 *   email variant of its own (site-variant.ts prepareVariant, beside the variant's folder, whose
 *   `gatsby build` the other two and the browser tests use). Its first start runs the Netlify
 *   build (netlify.toml's `npm run build`, Gatsby's Netlify adapter, Functions bundling), with
 *   the variant's build-time key, and is stopped once it serves; every provider then gets a
 *   new `netlify serve` process over that build (the copy's netlify.toml build command made a
 *   no-op: netlify serve always runs the build timeline first and has no flag to skip it), so
 *   a fresh copy there is a fresh netlify-cli process, whose local functions server loads the
 *   adapter's handler afresh (lambda-local, inside that process), with RESEND_API_KEY and
 *   CONTACT_PROVIDER_URL in its environment, which functions read at run time. Its proxy writes
 *   the client-address header itself from the connection's address (x-forwarded-for, then
 *   x-nf-client-connection-ip, overwriting what the client sent, as Netlify does), so each
 *   sender posts from a loopback address of its own (127.18.x.y; one 127.19.x.y per IPv6 /64,
 *   loopback having no IPv6 address but ::1): the function counts the same senders as under the
 *   other two, but not the IPv6 ones by /64 itself.
 * It sends to the local stand-in for Resend (tools/fake-resend.ts), fast, slow
 * (answering after the function stopped waiting), failing or flapping. The traffic, by default
 * 2,000 posts from 500 senders (500 from 125 under gatsby serve), 50 at a time: four posts per
 * sender, a fifth of the senders IPv6 addresses four to a /64, through the client-address header
 * (x-nf-client-connection-ip, which the first two servers pass on as sent), mixed as visitors
 * and robots send them:
 *   70 % the island's JSON, 15 % a browser's own form post (no JavaScript), 5 % a form
 *   another site's page posts (cross-site), 5 % a subject that is not one line, 5 % a fill
 *   time written "5e3".
 * Then every message the function answered "may have arrived" (504) is sent again, as a
 * visitor pressing Send again would, once the provider has answered.
 *
 * It checks, and exits 1 if any fails: every accepted message (200, 303) reached the provider
 * exactly once; a 504 one at most once; none twice; every refused one got its answer (the
 * error code in JSON; without JavaScript a page showing the visitor's text back, except a
 * cross-site post's, which must not); a retry sent nothing new; every request to the provider
 * carried the key the server was given when it ran, not the build's. It prints requests per
 * second, latency (median, p95, max), the serving processes' memory (RSS) before and after and
 * its peak, and the answers by status, and writes them to reports/contact-load.json
 * (netlify serve's output: reports/contact-load-netlify-serve.log). Every address it uses is on
 * loopback; it stops by itself (a fixed number of requests, and a deadline of 15 minutes, 35
 * with netlify serve, whose first build is given up to 20).
 *
 *   ts-node tools/bench/contact-load.ts [--posts N] [--senders N] [--concurrency 50]
 *     [--modes fast,slow,failing,flapping] [--targets required-once,gatsby-serve,netlify-serve]
 */
import { execFileSync, spawn, type ChildProcess } from "child_process"
import crypto from "crypto"
import fs from "fs"
import http from "http"
import net from "net"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import { hostToolsDir } from "../host-tools"
import { pool } from "../pool"
import { accept, fail, slow, startFakeResend, type FakeReply, type FakeResend } from "../fake-resend"
import { prepareVariant, serveVariant, variantDir, VARIANTS } from "../site-variant"
import { RATE_LIMIT } from "../../src/server/rate-limit"
import { SEND_TIMEOUT_MS } from "../../src/shared/contact-form"
import { CONTACT_FUNCTION_PATH } from "../../src/shared/contact-message"

const REPORTS = path.join(__dirname, "..", "..", "reports")
const DEADLINE_MS = 15 * 60 * 1000
/** How long netlify serve's first start (the Netlify build) may take, as in test-hosts.sh. */
const NETLIFY_BUILD_MS = 20 * 60 * 1000
/** The run-time key each server is given; the build's is VARIANTS.email.env's. */
const RUN_TIME_KEY = "re_load_test"

interface Target {
  url: string
  /** The serving processes, for their memory. */
  pids(): number[]
  /**
   * The server writes the client-address header itself from the connection (netlify serve):
   * each sender then posts from a loopback address of its own (loopbackFor).
   */
  addressFromSocket?: boolean
  close(): Promise<void>
}

/** Posts and senders per run by default, by server. */
const DEFAULT_LOAD: Record<string, { posts: number; senders: number }> = {
  "required-once": { posts: 2000, senders: 500 },
  "gatsby-serve": { posts: 500, senders: 125 },
  "netlify-serve": { posts: 2000, senders: 500 },
}

/**
 * Where the built function runs (the comment at the top says how each runs it). `env` reaches
 * the function when it runs; `signal` is the run's deadline.
 */
const TARGETS: Record<string, (env: Record<string, string>, signal: AbortSignal) => Promise<Target>> = {
  "gatsby-serve": async (env) => {
    const server = await serveVariant("email", env)
    const pid = listener(Number(new URL(server.url).port))
    return { url: server.url, pids: () => [pid], close: server.close }
  },
  "required-once": (env) =>
    new Promise((resolve, reject) => {
      const file = path.join(variantDir("email"), ".cache", "functions", "contact", "index.js")
      const child = spawn(process.execPath, [path.join(__dirname, "..", "function-host.js"), file, CONTACT_FUNCTION_PATH], {
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      })
      // The function's own log (a line per message that may have arrived) is not the report's.
      let log = ""
      child.stderr.on("data", (chunk: Buffer) => (log = (log + String(chunk)).slice(-4000)))
      child.once("error", reject)
      child.once("exit", (code) => reject(new Error(`function-host.js stopped (exit ${code}):\n${log}`)))
      child.stdout.on("data", (chunk: Buffer) => {
        const port = /listening (\d+)/.exec(String(chunk))?.[1]
        if (!port) return
        resolve({
          url: `http://127.0.0.1:${port}`,
          pids: () => [child.pid as number],
          close: () =>
            new Promise((done) => {
              child.removeAllListeners("exit")
              child.once("exit", () => done())
              child.kill("SIGTERM")
            }),
        })
      })
    }),
  /** A restart over the build SET_UP made: a minute is ample (a few seconds, measured). */
  "netlify-serve": (env, signal) => startNetlifyServe(env, signal, 60_000),
}

/** netlify serve's copy of the email variant: its own, so that the variant's `gatsby build` stays as it is. */
const NETLIFY_SERVE_DIR = path.join(path.dirname(variantDir("email")), "email-netlify-serve")
const NETLIFY_SERVE_LOG = path.join(REPORTS, "contact-load-netlify-serve.log")
/** netlify.toml's build command, and what replaces it once the copy is built. */
const BUILD_COMMAND = /^(\s*command\s*=\s*)"npm run build"\s*$/m
const NO_BUILD = '"echo the site as the first netlify serve built it"'

/** The hosts' CLIs, as `npm run test:hosts` installs them. */
function hostToolsBin(): string {
  const tools = hostToolsDir()
  const bin = path.join(tools, "node_modules", ".bin")
  if (!fs.existsSync(path.join(bin, "netlify"))) {
    throw new Error(`netlify-cli is not in ${tools}: install the hosts' CLIs first (__tests__/hosts/install-host-tools.sh, which npm run test:hosts runs).`)
  }
  return bin
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** Every process in a process group (netlify serve runs in its own), from /proc. */
function processGroup(pgid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
        // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses.
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) === pgid
      } catch {
        return false // gone meanwhile
      }
    })
    .map(Number)
}

/** Stops a process group: SIGTERM, then SIGKILL if it has not gone within 10 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal)
    } catch {
      // The group has gone.
    }
  }
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    signalGroup("SIGTERM")
    const timer = setTimeout(() => signalGroup("SIGKILL"), 10_000)
    await exited
    clearTimeout(timer)
  }
  // Whatever the leader left in its group (netlify serve's Gatsby build, say).
  if (processGroup(child.pid as number).length > 0) signalGroup("SIGKILL")
}

/**
 * `netlify serve --offline --context production` in netlify serve's copy, in a process group of
 * its own, ready once its proxy answers / with 200 (as test-hosts.sh waits for it).
 */
async function startNetlifyServe(env: Record<string, string>, signal: AbortSignal, readyWithinMs: number): Promise<Target> {
  const bin = hostToolsBin()
  const port = await freePort()
  fs.mkdirSync(REPORTS, { recursive: true })
  const log = fs.openSync(NETLIFY_SERVE_LOG, "a")
  fs.writeSync(log, `\n== netlify serve --port ${port}, ${new Date().toISOString()}\n`)
  const child = spawn(path.join(bin, "netlify"), ["serve", "--offline", "--context", "production", "--port", String(port)], {
    cwd: NETLIFY_SERVE_DIR,
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}`,
      NETLIFY_TELEMETRY_DISABLED: "1",
      GATSBY_TELEMETRY_DISABLED: "1",
      NO_UPDATE_NOTIFIER: "1",
      BROWSER: "none",
      CI: "true",
      ...env,
    },
    detached: true,
    stdio: ["ignore", log, log],
  })
  fs.closeSync(log)
  const url = `http://127.0.0.1:${port}`
  const close = () => stopGroup(child)
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    const ready = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(5000)]) }).then(
      (response) => response.status === 200,
      () => false
    )
    if (ready) return { url, pids: () => processGroup(child.pid as number), addressFromSocket: true, close }
    if (child.exitCode !== null || Date.now() > deadline || signal.aborted) {
      await close()
      const tail = fs.readFileSync(NETLIFY_SERVE_LOG, "utf8").replace(/\x1b\[[0-9;]*m/g, "").split("\n").slice(-40).join("\n")
      throw new Error(`netlify serve ${child.exitCode !== null ? `stopped (exit ${child.exitCode})` : "did not answer in time"}; ${NETLIFY_SERVE_LOG} ends with:\n${tail}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * What a target needs once, before its providers: netlify serve's build. A copy of the email
 * variant (`site-variant.ts --prepare-only email`, in a folder of its own), served once with
 * the variant's build environment (its build-time key, no provider): netlify serve builds it as
 * Netlify would. Then its netlify.toml's build command is made a no-op, so that every later
 * start serves that build.
 */
const SET_UP: Partial<Record<string, (signal: AbortSignal) => Promise<void>>> = {
  "netlify-serve": async (signal) => {
    const started = Date.now()
    prepareVariant("email", NETLIFY_SERVE_DIR)
    fs.rmSync(NETLIFY_SERVE_LOG, { force: true })
    console.log(`netlify-serve: building ${NETLIFY_SERVE_DIR} with netlify serve (output: ${path.relative(process.cwd(), NETLIFY_SERVE_LOG)})...`)
    const server = await startNetlifyServe({ ...VARIANTS.email.env }, signal, NETLIFY_BUILD_MS)
    await server.close()
    const config = path.join(NETLIFY_SERVE_DIR, "netlify.toml")
    const toml = fs.readFileSync(config, "utf8")
    if (!BUILD_COMMAND.test(toml)) throw new Error(`${config} has no build command "npm run build" to replace.`)
    fs.writeFileSync(config, toml.replace(BUILD_COMMAND, `$1${NO_BUILD}`))
    console.log(`netlify-serve: built and served in ${Math.round((Date.now() - started) / 1000)} s`)
  },
}

/** 2 s longer than the function waits for Resend (src/api/contact.ts: SEND_TIMEOUT_MS - 4 s). */
const SLOW_MS = SEND_TIMEOUT_MS - 4000 + 2000

const MODES: Record<string, (count: number) => FakeReply> = {
  fast: () => accept(),
  slow: () => slow(SLOW_MS),
  failing: () => fail(500),
  /** Down and up by turns: every other request fails. */
  flapping: (count) => (count % 2 ? fail(503) : accept()),
}

type Kind = "island" | "no-js" | "cross-site" | "not-one-line" | "bad-fill-time"

interface Post {
  id: string
  kind: Kind
  sender: string
  headers: Record<string, string>
  body: string
  /** The visitor's message, unique to this post: how its e-mail is found at the provider. */
  text: string
}

interface Answer {
  post: Post
  status: number
  body: string
  ms: number
}

/** 400 IPv4 senders in the benchmarking range (RFC 2544), 100 IPv6 in 25 documentation /64s. */
function senders(count: number): string[] {
  const ipv6 = Math.round(count / 5)
  return Array.from({ length: count }, (_, i) =>
    i < count - ipv6 ? `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` : `2001:db8:${Math.floor((i - (count - ipv6)) / 4).toString(16)}::${((i % 4) + 1).toString(16)}`
  )
}

function kindOf(index: number): Kind {
  const slot = index % 20
  if (slot < 14) return "island"
  if (slot < 17) return "no-js"
  if (slot === 17) return "cross-site"
  if (slot === 18) return "not-one-line"
  return "bad-fill-time"
}

function makePosts(mode: string, count: number, senderCount: number, origin: string): Post[] {
  const addresses = senders(senderCount)
  const sessions = addresses.map(() => crypto.randomBytes(16).toString("hex"))
  return Array.from({ length: count }, (_, index) => {
    const s = index % senderCount
    const kind = kindOf(index)
    const id = `${mode}-${index}`
    const text = `Load test message ${id}: we would like a quote & a call <soon>.`
    const fields = {
      name: `Visitor ${s}`,
      email: `visitor${s}@load.test`,
      subject: kind === "not-one-line" ? `Hi\u0085Bcc: x@load.test` : `Inquiry ${id}`,
      message: text,
    }
    const common = { host: new URL(origin).host, "x-nf-client-connection-ip": addresses[s], "user-agent": `LoadTest/${s}` }
    if (kind === "island" || kind === "bad-fill-time") {
      return {
        id,
        kind,
        sender: addresses[s],
        text,
        headers: { ...common, "content-type": "application/json", accept: "application/json", origin, "sec-fetch-site": "same-origin" },
        body: JSON.stringify({ ...fields, "fill-ms": kind === "bad-fill-time" ? "5e3" : "9000", session: sessions[s], "bot-field": "" }),
      }
    }
    const crossSite = kind === "cross-site"
    return {
      id,
      kind,
      sender: addresses[s],
      text,
      headers: {
        ...common,
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml",
        origin: crossSite ? "http://evil.test" : origin,
        "sec-fetch-site": crossSite ? "cross-site" : "same-origin",
        // A browser's own form submission, which alone may come without a fill time.
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
      body: new URLSearchParams({ ...fields, "bot-field": "" }).toString(),
    }
  })
}

async function post(url: string, item: Post, signal: AbortSignal): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(url, { method: "POST", headers: item.headers, body: item.body, redirect: "manual", signal })
  const body = await response.text()
  return { post: item, status: response.status, body, ms: performance.now() - started }
}

/**
 * The loopback address a sender posts from where the server reads the sender from the
 * connection: 198.18.a.b from 127.18.a.b; an IPv6 sender from one 127.19.x.y per /64 (the
 * function counts a /64 as one sender; loopback has no IPv6 address to post from but ::1).
 */
function loopbackFor(sender: string): string {
  const ipv4 = /^198\.18\.(\d+)\.(\d+)$/.exec(sender)
  if (ipv4) return `127.18.${ipv4[1]}.${ipv4[2]}`
  const network = parseInt(sender.split(":")[2], 16)
  return `127.19.${Math.floor(network / 250)}.${(network % 250) + 1}`
}

/** The same post, from the sender's own loopback address (http: fetch cannot choose it). */
function postFrom(url: string, item: Post, agent: http.Agent, signal: AbortSignal): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: item.headers, localAddress: loopbackFor(item.sender), agent, signal }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ post: item, status: response.statusCode ?? 0, body, ms: performance.now() - started }))
      response.on("error", reject)
    })
    request.on("error", reject)
    request.end(item.body)
  })
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** The process listening on the port, and its memory (kB) from /proc. */
function listener(port: number): number {
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" })
  const pid = /pid=(\d+)/.exec(line)?.[1]
  if (!pid) throw new Error(`No process found listening on port ${port}: ${line}`)
  return Number(pid)
}
/** Summed over the processes (the peak: each one's own, added). */
function memoryKb(pids: number[]): { rss: number; peak: number } {
  let rss = 0
  let peak = 0
  for (const pid of pids) {
    let status: string
    try {
      status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
    } catch {
      continue // gone since it was listed
    }
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1])
    rss += field("VmRSS")
    peak += field("VmHWM")
  }
  return { rss, peak }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string)

/** What each answer must be; the problems found. */
function check(answers: Answer[], resend: FakeResend): string[] {
  const problems: string[] = []
  const deliveredCount = new Map<string, number>()
  for (const email of resend.delivered) {
    const id = /Load test message (\S+):/.exec(email.body.text)?.[1] ?? "?"
    deliveredCount.set(id, (deliveredCount.get(id) ?? 0) + 1)
  }
  for (const [id, count] of deliveredCount) if (count > 1) problems.push(`${id} reached the provider ${count} times`)
  const expectedRefusal: Partial<Record<Kind, [number, string]>> = {
    "cross-site": [403, "cross-site"],
    "not-one-line": [400, "invalid"],
    "bad-fill-time": [400, "automated"],
  }
  for (const { post: item, status, body } of answers) {
    const delivered = deliveredCount.get(item.id) ?? 0
    const page = item.headers.accept.startsWith("text/html")
    const refusal = expectedRefusal[item.kind]
    if (refusal && status !== refusal[0] && status !== 429) problems.push(`${item.id} (${item.kind}) got ${status}, not ${refusal[0]}`)
    if (status === 200 || status === 303) {
      if (delivered !== 1) problems.push(`${item.id} was accepted (${status}) but reached the provider ${delivered} times`)
      continue
    }
    if (status === 504) {
      if (delivered > 1) problems.push(`${item.id} (504) reached the provider ${delivered} times`)
    } else if (delivered !== 0) problems.push(`${item.id} was refused (${status}) but reached the provider`)
    if (page) {
      const shown = body.includes(escapeHtml(item.text))
      if (item.kind === "cross-site" ? shown : !shown) problems.push(`${item.id}: the ${status} page ${shown ? "shows" : "does not show"} the visitor's text`)
    } else {
      const error = (() => {
        try {
          return (JSON.parse(body) as { error?: string }).error
        } catch {
          return undefined
        }
      })()
      if (!error) problems.push(`${item.id}: the ${status} answer has no error code: ${body.slice(0, 80)}`)
      else if (refusal && status === refusal[0] && error !== refusal[1]) problems.push(`${item.id}: ${error}, not ${refusal[1]}`)
    }
  }
  return problems
}

interface ModeReport {
  target: string
  mode: string
  posts: number
  senders: number
  seconds: number
  requestsPerSecond: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  rssBeforeMb: number
  rssAfterMb: number
  peakMb: number
  statuses: Record<string, number>
  tooMany: number
  accepted: number
  delivered: number
  retries: { sent: number; statuses: Record<string, number>; newEmails: number }
  problems: string[]
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})

async function runMode(
  target: string,
  mode: string,
  options: { posts: number; senders: number; concurrency: number },
  signal: AbortSignal
): Promise<ModeReport> {
  const resend = await startFakeResend()
  resend.reply = (_email, count) => MODES[mode](count)
  const server = await TARGETS[target]({ RESEND_API_KEY: RUN_TIME_KEY, CONTACT_PROVIDER_URL: resend.url }, signal)
  // Keep-alive connections, pooled per local address, for the posts from senders' own addresses.
  const agent = new http.Agent({ keepAlive: true })
  try {
    const url = new URL(CONTACT_FUNCTION_PATH, server.url).href
    const send = (item: Post) => (server.addressFromSocket ? postFrom(url, item, agent, signal) : post(url, item, signal))
    // One request first, so that the function is loaded (a cold start) before memory is read.
    await fetch(url, { signal })
    const before = memoryKb(server.pids())
    const posts = makePosts(mode, options.posts, options.senders, server.url)
    const started = performance.now()
    const answers = await pool(posts, options.concurrency, send)
    const seconds = (performance.now() - started) / 1000
    const after = memoryKb(server.pids())

    // Every "may have arrived" sent again once the provider has answered, as a visitor would.
    const uncertain = answers.filter((answer) => answer.status === 504).map((answer) => answer.post)
    const deliveredBefore = resend.delivered.length
    if (uncertain.length > 0) await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 500))
    const retried = await pool(uncertain, options.concurrency, send)
    const problems = check(answers, resend)
    const newEmails = resend.delivered.length - deliveredBefore
    if (newEmails > 0) problems.push(`the retries of ${uncertain.length} messages that may have arrived sent ${newEmails} new e-mails`)
    const keys = new Set(resend.received.map((email) => email.headers.authorization))
    keys.delete(`Bearer ${RUN_TIME_KEY}`)
    if (keys.size > 0) problems.push(`the provider was given another key than the one the server had when it ran: ${[...keys].join(", ")}`)
    for (const { post: item, status } of retried) if (![200, 303, 429].includes(status)) problems.push(`retry of ${item.id} got ${status}`)
    const latencies = answers.map((answer) => answer.ms)
    const statuses = tally(answers)
    return {
      target,
      mode,
      posts: posts.length,
      senders: options.senders,
      seconds,
      requestsPerSecond: posts.length / seconds,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
      rssBeforeMb: before.rss / 1024,
      rssAfterMb: after.rss / 1024,
      peakMb: memoryKb(server.pids()).peak / 1024,
      statuses,
      tooMany: statuses["429"] ?? 0,
      accepted: (statuses["200"] ?? 0) + (statuses["303"] ?? 0),
      delivered: deliveredBefore,
      retries: { sent: retried.length, statuses: tally(retried), newEmails },
      problems,
    }
  } finally {
    agent.destroy()
    await server.close()
    await resend.close()
  }
}

async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      posts: { type: "string" },
      senders: { type: "string" },
      concurrency: { type: "string", default: "50" },
      modes: { type: "string", default: Object.keys(MODES).join(",") },
      targets: { type: "string", default: Object.keys(TARGETS).join(",") },
    },
  })
  const asked = { posts: values.posts, senders: values.senders, concurrency: Number(values.concurrency) }
  const loadFor = (target: string) => ({
    posts: Number(asked.posts ?? DEFAULT_LOAD[target].posts),
    senders: Number(asked.senders ?? DEFAULT_LOAD[target].senders),
    concurrency: asked.concurrency,
  })
  const modes = values.modes.split(",")
  for (const mode of modes) if (!(mode in MODES)) throw new Error(`No mode "${mode}": there are ${Object.keys(MODES).join(", ")}.`)
  const targets = values.targets.split(",")
  for (const target of targets) if (!(target in TARGETS)) throw new Error(`No target "${target}": there are ${Object.keys(TARGETS).join(", ")}.`)
  for (const target of targets) {
    for (const [name, value] of Object.entries(loadFor(target))) {
      if (!Number.isInteger(value) || value < 1 || value > 100_000) throw new Error(`--${name} takes a whole number from 1 to 100,000.`)
    }
  }
  // Before any traffic: a run should not end, minutes in, for want of netlify-cli.
  if (targets.includes("netlify-serve")) hostToolsBin()
  const deadline = AbortSignal.timeout(DEADLINE_MS + (targets.includes("netlify-serve") ? NETLIFY_BUILD_MS : 0))
  const reports: ModeReport[] = []
  for (const target of targets) {
    const load = loadFor(target)
    await SET_UP[target]?.(deadline)
    for (const mode of modes) {
      console.log(`${target}, ${mode} provider: ${load.posts} posts from ${load.senders} senders, ${load.concurrency} at a time...`)
      reports.push(await runMode(target, mode, load, deadline))
    }
  }
  const mb = (value: number) => value.toFixed(1)
  const statuses = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")
  const lines = [
    `/api/contact under load (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores), ${asked.concurrency} requests at a time; limits ${RATE_LIMIT.perSender} per sender and ${RATE_LIMIT.total} in all per running copy, per ${RATE_LIMIT.windowMs / 60000} minutes.`,
    "",
    "| server | provider | posts (senders) | requests/s | p50 / p95 / max (ms) | RSS before → after (peak), MB | 429 | accepted | e-mails | answers | retries of 504 (new e-mails) | checks |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...reports.map(
      (report) =>
        `| ${report.target} | ${report.mode} | ${report.posts} (${report.senders}) | ${Math.round(report.requestsPerSecond)} | ${Math.round(report.p50Ms)} / ${Math.round(report.p95Ms)} / ${Math.round(report.maxMs)} | ${mb(report.rssBeforeMb)} → ${mb(report.rssAfterMb)} (${mb(report.peakMb)}) | ${report.tooMany} | ${report.accepted} | ${report.delivered} | ${statuses(report.statuses)} | ${report.retries.sent ? `${statuses(report.retries.statuses)} (${report.retries.newEmails})` : "none"} | ${report.problems.length ? `${report.problems.length} failed` : "all hold"} |`
    ),
  ]
  console.log(`\n${lines.join("\n")}\n`)
  fs.mkdirSync(REPORTS, { recursive: true })
  fs.writeFileSync(path.join(REPORTS, "contact-load.json"), `${JSON.stringify({ concurrency: asked.concurrency, reports }, null, 2)}\n`)
  const problems = reports.flatMap((report) => report.problems.map((problem) => `${report.target}, ${report.mode}: ${problem}`))
  for (const problem of problems.slice(0, 40)) console.error(`✖ ${problem}`)
  if (problems.length > 40) console.error(`... and ${problems.length - 40} more (reports/contact-load.json)`)
  return problems.length > 0 ? 1 : 0
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error)
      process.exit(1)
    }
  )
}
