#!/usr/bin/env node
/**
 * First step of `npm test`: the tools the tests need that npm cannot install. Without them
 * the suite would build for minutes and then fail test by test; instead it stops here, at
 * once, with one line naming what is missing and the command that installs it.
 * - Chromium's headless shell (TEST_CHROME_PATH, default /usr/bin/chromium-headless-shell, as
 *   tools/chromium.ts says) for the browser tests;
 * - Java 11 or later, for the Nu HTML Checker (vnu-jar) that validates every built page;
 * - poppler's pdftotext, with which the print test reads the PDF Chromium printed.
 * Before those, the Node major (tools/node-version-guard.js, which `npm run build` runs
 * too): on another one it stops here with its own line. Like the guard, this file sticks to
 * syntax old Node versions parse, so that they get to that line.
 */
require("./node-version-guard").exitUnlessWantedNode()

const { spawnSync } = require("child_process")
const fs = require("fs")

const testChromePath = process.env.TEST_CHROME_PATH || "/usr/bin/chromium-headless-shell"
const missing = []

if (!fs.existsSync(testChromePath)) {
  missing.push({ what: `Chromium's headless shell (none at ${testChromePath}; or set TEST_CHROME_PATH)`, apt: "chromium-headless-shell" })
}

const java = spawnSync("java", ["-version"], { encoding: "utf8" })
const javaVersion = /version "(?:1\.)?(\d+)/.exec(`${java.stderr}${java.stdout}`)
const javaMajor = javaVersion ? Number(javaVersion[1]) : 0
if (java.error || javaMajor < 11) {
  missing.push({ what: `Java 11 or later for the Nu HTML Checker (${java.error ? "no java on PATH" : `found Java ${javaMajor}`})`, apt: "default-jre-headless" })
}

if (spawnSync("pdftotext", ["-v"]).error) missing.push({ what: "pdftotext for the print test", apt: "poppler-utils" })

if (missing.length > 0) {
  const packages = missing.map((m) => m.apt).join(" ")
  console.error(
    `npm test needs ${missing.map((m) => m.what).join(" and ")}: on Debian or Ubuntu run \`sudo apt-get install ${packages}\`, then npm test again.`
  )
  process.exit(1)
}
