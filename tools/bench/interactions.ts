/**
 * `npm run bench:interactions`: interactions stay instant. On a 4x slower CPU,
 * each of a project filter, a skills tab, the phone menu toggle and Send is clicked with the
 * mouse right after load, in N fresh pages (default 5); the median INP of each must stay
 * within budgets.json's interactions.inpMs. Serves public/ as the hosts do; build first.
 * Prints a table and exits 1 on a broken budget. Timed figures depend on the machine and on
 * what else it is doing: run it on a quiet one.
 *
 *   ts-node tools/bench/interactions.ts [--runs N] [--public DIR]
 */
import fs from "fs"
import path from "path"
import { parseArgs } from "util"
import { chromium } from "playwright-core"
import { CHROME_PATH, CHROMIUM_FLAGS } from "../chromium"
import { clickRightAfterLoad, CPU_SLOWDOWN, EARLY_INTERACTIONS, readInteractions } from "../early-interactions"
import { startStaticServer } from "../static-server"
import { median } from "./lighthouse"

const REPO_ROOT = path.join(__dirname, "..", "..")

interface Budget {
  inpMs: number
}

async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { runs: { type: "string", default: "5" }, public: { type: "string" } } })
  const runs = Number(values.runs)
  const publicDir = path.resolve(values.public ?? path.join(REPO_ROOT, "public"))
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of at least 1.")
  const budget = (JSON.parse(fs.readFileSync(path.join(__dirname, "budgets.json"), "utf8")) as { interactions: Budget }).interactions

  const server = await startStaticServer(publicDir)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS })
  const lines = [
    `Interactions clicked right after load, CPU ${CPU_SLOWDOWN}x slower, ${runs} pages each; INP budget ${budget.inpMs} ms.`,
    "",
    "| interaction | INP median | INP by run (ms) | clicked after load (ms) |",
    "| --- | --- | --- | --- |",
  ]
  const broken: string[] = []
  try {
    for (const interaction of EARLY_INTERACTIONS) {
      const figures = []
      for (let run = 0; run < runs; run += 1) {
        const { page, close } = await clickRightAfterLoad(browser, server.url, interaction)
        if (!(await interaction.tookEffect(page))) throw new Error(`The ${interaction.name} click took no effect.`)
        figures.push(await readInteractions(page))
        await close()
      }
      const inp = median(figures.map((figure) => figure.inp))
      lines.push(
        `| ${interaction.name} | ${inp} ms | ${figures.map((f) => f.inp).join(", ")} | ${figures.map((f) => Math.round(f.clickedAfterLoad)).join(", ")} |`
      )
      if (inp > budget.inpMs) broken.push(`${interaction.name}: INP ${inp} ms > ${budget.inpMs} ms`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  console.log(lines.join("\n"))
  if (broken.length) console.log(`\nBroken:\n${broken.map((line) => `  - ${line}`).join("\n")}`)
  return broken.length ? 1 : 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message)
    process.exit(2)
  }
)
