/**
 * `npm run bench:paints`: what Lighthouse's simulated first and largest contentful paints of
 * each benchmarked page wait for. Runs Lighthouse once per page (mobile, simulated, as the bench
 * does) with its simulation traces (./lantern-graphs.ts) and prints, for each of the four
 * simulations, every request in its graph with its size on the wire and its simulated start and
 * end, and when the graph's main-thread work ends. Serves public/ as the hosts do; build first.
 *
 * The simulated LCP waits for every request that ended before the largest paint in the trace
 * Lighthouse recorded, but a low-priority image (and, in its pessimistic half, even that), and
 * for a script only if it ran before that paint; each of them shares the simulated bandwidth with
 * the stylesheet and opens a connection of its own over HTTP/1.1. On this machine's localhost the
 * font, the islands script, the sprite file and the manifest all end before the first paint, so
 * this is where to look when the simulated LCP and FCP differ (docs/performance.md).
 *
 *   ts-node tools/bench/paint-graphs.ts [--public DIR] [PAGE ...]
 */
import fs from "fs"
import path from "path"
import { benchPagesOf } from "./budget-config"
import { REPO_ROOT, numericValue, observedPaints, pageSlug, runLighthouse, withLighthouseSession } from "./lighthouse"
import { PAINT_SIMULATIONS, readSimulatedGraph, simulationTraceFile, type SimulatedGraph } from "./lantern-graphs"

const USAGE = "Usage: paint-graphs.ts [--public DIR] [PAGE ...]"

function parseArgs(argv: string[]): { publicDir: string; pages: string[] } {
  let publicDir = path.join(REPO_ROOT, "public")
  const pages: string[] = []
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--public" && argv[i + 1]) publicDir = path.resolve(argv[++i])
    else if (argv[i].startsWith("/")) pages.push(argv[i])
    else throw new Error(`Unknown argument ${argv[i]}. ${USAGE}`)
  }
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`No built site in ${publicDir}: run npm run build first.`)
  return { publicDir, pages: pages.length > 0 ? pages : benchPagesOf(publicDir) }
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`

/** One simulation's graph as a Markdown table. */
export function graphTable(graph: SimulatedGraph, origin: string): string[] {
  return [
    "| request | priority | bytes | start | end |",
    "| --- | --- | ---: | ---: | ---: |",
    ...graph.requests.map(
      (request) => `| ${request.url.replace(origin, "")} | ${request.priority} | ${request.transferBytes.toLocaleString("en")} | ${ms(request.startMs)} | ${ms(request.endMs)} |`
    ),
    `| (main-thread work) | | | | ${ms(graph.lastTaskEndMs)} |`,
  ]
}

async function main(argv: string[]): Promise<void> {
  const { publicDir, pages } = parseArgs(argv)
  await withLighthouseSession(async ({ tempDir, serve }) => {
    const server = await serve(publicDir)
    for (const page of pages) {
      const output = path.join(tempDir, `${pageSlug(page)}.json`)
      const lhr = await runLighthouse(server.url + page, output, { simulationTraces: true })
      const metric = (audit: string) => ms(numericValue(lhr, audit))
      const { observedFcpMs, observedLcpMs } = observedPaints(lhr)
      const lines = [
        `## ${page}`,
        "",
        `Simulated: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")} (each the mean of its optimistic and pessimistic simulation). ` +
          `Recorded: FCP ${ms(observedFcpMs)}, LCP ${ms(observedLcpMs)}.`,
      ]
      for (const simulation of PAINT_SIMULATIONS) {
        const graph = readSimulatedGraph(JSON.parse(fs.readFileSync(simulationTraceFile(output, simulation), "utf8")))
        lines.push("", `### ${simulation}`, "", ...graphTable(graph, server.url))
      }
      console.log(lines.join("\n") + "\n")
    }
  })
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(2)
  })
}
