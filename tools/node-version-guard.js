#!/usr/bin/env node
/**
 * Stops at once, with one line, when the running Node is not the project's one major (the
 * number in .nvmrc, the only place it is read from). Without it, `npm run build` and
 * `npm test` on another Node ran to the end with only npm's EBADENGINE warning, buried in the
 * install output, saying which Node the project needs.
 *
 * It runs first in `npm run build`, `npm run develop` and `npm run serve` (chained before
 * gatsby in package.json's scripts) and in `npm test`'s tool check
 * (tools/check-test-tools.js requires it). The hosts' builds run it too (Netlify and Vercel
 * run `npm run build` on Node 22, so it passes there).
 *
 * Plain CommonJS with nothing newer than ES2017 (no `?.`, no `??`): it has to run, and print
 * its line, on the old Node it is there to stop.
 */
"use strict"

const fs = require("fs")
const path = require("path")

const NVMRC = path.join(__dirname, "..", ".nvmrc")

/** The major .nvmrc names ("22", "v22" or "22.11.0" give "22"), or undefined. */
function majorOf(version) {
  const match = /^\s*v?(\d+)(?:\.\d+){0,2}\s*$/.exec(String(version))
  return match ? match[1] : undefined
}

/** The project's Node major, from .nvmrc. */
function wantedMajor(nvmrcFile) {
  const file = nvmrcFile || NVMRC
  const major = majorOf(fs.readFileSync(file, "utf8"))
  if (!major) throw new Error(file + " should hold one Node major, such as 22")
  return major
}

/** What runs the guard, as the visitor typed it: "npm run build", "npm test", or a neutral name. */
function commandName(lifecycleEvent) {
  if (lifecycleEvent === "test" || lifecycleEvent === "start") return "npm " + lifecycleEvent
  return lifecycleEvent ? "npm run " + lifecycleEvent : "This project"
}

/**
 * The one-line message when `running` (process.version, e.g. "v20.20.2") is not of the
 * `wanted` major, or undefined when it is.
 */
function checkNodeVersion(running, wanted, lifecycleEvent) {
  if (majorOf(running) === String(wanted)) return undefined
  return (
    commandName(lifecycleEvent) +
    " needs Node.js " +
    wanted +
    " (.nvmrc), not " +
    running +
    ": run `nvm use` in this folder (it reads .nvmrc), or install Node.js " +
    wanted +
    " from https://nodejs.org/, then run it again."
  )
}

/** Prints the message and exits with 1 on another major; returns quietly on the right one. */
function exitUnlessWantedNode() {
  let message
  try {
    message = checkNodeVersion(process.version, wantedMajor(), process.env.npm_lifecycle_event)
  } catch (error) {
    message = "Cannot tell which Node.js the project needs: " + error.message
  }
  if (message) {
    console.error(message)
    process.exit(1)
  }
}

module.exports = { NVMRC, majorOf, wantedMajor, checkNodeVersion, exitUnlessWantedNode }

if (require.main === module) exitUnlessWantedNode()
