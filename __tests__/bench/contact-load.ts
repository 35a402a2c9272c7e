/**
 * `npm run bench:contact`: /api/contact under a flood and a faulty provider, on this machine
 * only. The "email" variant's built function (build it first: `npm run build:variants -- email`)
 * runs on two servers, each started afresh for every provider (a fresh running copy, as a cold
 * start is):
 * - "required-once": its compiled file loaded once and called for every request, as the hosts'
 *   adapters run it (__tests__/support/function-host.js);
 * - "gatsby-serve": Gatsby's own server, which loads the file again for every request, its
 *   memory growing by about 2 MB a request (measured), so that 2,000 requests would fill its
 *   4 GB heap: it gets a quarter of the traffic.
 * It sends to the local stand-in for Resend (__tests__/support/fake-resend.ts), fast, slow
 * (answering after the function stopped waiting), failing or flapping. The traffic, by default
 * 2,000 posts from 500 senders (500 from 125 under gatsby serve), 50 at a time: four posts per
 * sender, a fifth of the senders IPv6 addresses four to a /64, through the client-address header
 * (x-nf-client-connection-ip, which these servers pass on as sent), mixed as visitors and
 * robots send them:
 *   70 % the island's JSON, 15 % a browser's own form post (no JavaScript), 5 % a form
 *   another site's page posts (cross-site), 5 % a subject that is not one line, 5 % a fill
 *   time written "5e3".
 * Then every message the function answered "may have arrived" (504) is sent again, as a
 * visitor pressing Send again would, once the provider has answered.
 *
 * It checks, and exits 1 if any fails: every accepted message (200, 303) reached the provider
 * exactly once; a 504 one at most once; none twice; every refused one got its answer (the
 * error code in JSON; without JavaScript a page showing the visitor's text back, except a
 * cross-site post's, which must not); a retry sent nothing new. It prints requests per second,
 * latency (median, p95, max), the server's memory (RSS) before and after and its peak, and the
 * answers by status, and writes them to reports/contact-load.json. Every address it uses is on
 * 127.0.0.1; it stops by itself (a fixed number of requests, and a deadline of 15 minutes).
 *
 *   ts-node __tests__/bench/contact-load.ts [--posts N] [--senders N] [--concurrency 50]
 *     [--modes fast,slow,failing,flapping] [--targets required-once,gatsby-serve]
 */
import { execFileSync, spawn } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { accept, fail, slow, startFakeResend, type FakeReply, type FakeResend } from "../support/fake-resend"
import { serveVariant, variantDir } from "../support/site-variant"
import { RATE_LIMIT } from "../../src/contact-delivery/rate-limit"
import { SEND_TIMEOUT_MS } from "../../src/lib/contact-form"
import { CONTACT_FUNCTION_PATH } from "../../src/lib/contact-message"

const REPORTS = path.join(__dirname, "..", "..", "reports")
const DEADLINE_MS = 15 * 60 * 1000

interface Target {
  url: string
  pid: number
  close(): Promise<void>
}

/**
 * Where the built function runs. "gatsby-serve": Gatsby's own server, which loads the
 * function's file again for every request. "required-once": that file loaded once and called
 * for each request, as the hosts' adapters do (__tests__/support/function-host.js).
 */
/** Posts and senders per run by default, by server. */
const DEFAULT_LOAD: Record<string, { posts: number; senders: number }> = {
  "required-once": { posts: 2000, senders: 500 },
  "gatsby-serve": { posts: 500, senders: 125 },
}

const TARGETS: Record<string, (env: Record<string, string>) => Promise<Target>> = {
  "gatsby-serve": async (env) => {
    const server = await serveVariant("email", env)
    return { url: server.url, pid: listener(Number(new URL(server.url).port)), close: server.close }
  },
  "required-once": (env) =>
    new Promise((resolve, reject) => {
      const file = path.join(variantDir("email"), ".cache", "functions", "contact.js")
      const child = spawn(process.execPath, [path.join(__dirname, "..", "support", "function-host.js"), file, CONTACT_FUNCTION_PATH], {
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
          pid: child.pid as number,
          close: () =>
            new Promise((done) => {
              child.removeAllListeners("exit")
              child.once("exit", () => done())
              child.kill("SIGTERM")
            }),
        })
      })
    }),
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

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name)
  return index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1)
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

/** Runs `items` through `worker`, `concurrency` at a time, in order of start. */
async function pool<T, R>(items: T[], concurrency: number, worker: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await worker(items[index])
      }
    })
  )
  return results
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
function memoryKb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1])
  return { rss: field("VmRSS"), peak: field("VmHWM") }
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
  const server = await TARGETS[target]({ RESEND_API_KEY: "re_load_test", CONTACT_PROVIDER_URL: resend.url })
  try {
    const url = new URL(CONTACT_FUNCTION_PATH, server.url).href
    const { pid } = server
    // One request first, so that the function is loaded (a cold start) before memory is read.
    await fetch(url, { signal })
    const before = memoryKb(pid)
    const posts = makePosts(mode, options.posts, options.senders, server.url)
    const started = performance.now()
    const answers = await pool(posts, options.concurrency, (item) => post(url, item, signal))
    const seconds = (performance.now() - started) / 1000
    const after = memoryKb(pid)

    // Every "may have arrived" sent again once the provider has answered, as a visitor would.
    const uncertain = answers.filter((answer) => answer.status === 504).map((answer) => answer.post)
    const deliveredBefore = resend.delivered.length
    if (uncertain.length > 0) await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 500))
    const retried = await pool(uncertain, options.concurrency, (item) => post(url, item, signal))
    const problems = check(answers, resend)
    const newEmails = resend.delivered.length - deliveredBefore
    if (newEmails > 0) problems.push(`the retries of ${uncertain.length} messages that may have arrived sent ${newEmails} new e-mails`)
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
      peakMb: memoryKb(pid).peak / 1024,
      statuses,
      tooMany: statuses["429"] ?? 0,
      accepted: (statuses["200"] ?? 0) + (statuses["303"] ?? 0),
      delivered: deliveredBefore,
      retries: { sent: retried.length, statuses: tally(retried), newEmails },
      problems,
    }
  } finally {
    await server.close()
    await resend.close()
  }
}

async function main(argv: string[]): Promise<number> {
  const asked = { posts: option(argv, "--posts"), senders: option(argv, "--senders"), concurrency: Number(option(argv, "--concurrency") ?? 50) }
  const loadFor = (target: string) => ({
    posts: Number(asked.posts ?? DEFAULT_LOAD[target].posts),
    senders: Number(asked.senders ?? DEFAULT_LOAD[target].senders),
    concurrency: asked.concurrency,
  })
  const modes = (option(argv, "--modes") ?? Object.keys(MODES).join(",")).split(",")
  for (const mode of modes) if (!(mode in MODES)) throw new Error(`No mode "${mode}": there are ${Object.keys(MODES).join(", ")}.`)
  const targets = (option(argv, "--targets") ?? Object.keys(TARGETS).join(",")).split(",")
  for (const target of targets) if (!(target in TARGETS)) throw new Error(`No target "${target}": there are ${Object.keys(TARGETS).join(", ")}.`)
  for (const target of targets) {
    for (const [name, value] of Object.entries(loadFor(target))) {
      if (!Number.isInteger(value) || value < 1 || value > 100_000) throw new Error(`--${name} takes a whole number from 1 to 100,000.`)
    }
  }
  const deadline = AbortSignal.timeout(DEADLINE_MS)
  const reports: ModeReport[] = []
  for (const target of targets) {
    const load = loadFor(target)
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
