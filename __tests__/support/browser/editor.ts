/**
 * The editor at /admin/ (Sveltia CMS) as the owner uses it, on a checkout of the sample's content:
 * its "Work with Local Repository", whose folder picker (showDirectoryPicker, which a headless
 * browser cannot show) is stood in for by a folder of the origin's private file system, seeded
 * with the sample's data/ and a .git folder, as a clone has. What the editor saved is read back
 * from that folder.
 *
 * The locators are the editor's own accessible names (its buttons, its panes "Edit <language>
 * Content", its field groups "<label> Field"); a list's entries have none, and are found as its
 * items.
 */
import fs from "fs"
import path from "path"
import { isDeepStrictEqual } from "util"
import type { Browser, Locator, Page } from "playwright-core"
import { baseUrl, visit, type Visit, type VisitOptions } from "./browser"
import { FIXTURE_SITES } from "../../../tools/fixture-sites"
import { EDITOR_PATH } from "../../../src/shared/editor"

/** Files of a checkout: path below it → content. */
export type Checkout = Record<string, Buffer>

/** The sample's data/ as a clone of the owner's repository has it. */
export function sampleCheckout(): Checkout {
  const files: Checkout = {}
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else files[path.relative(FIXTURE_SITES.sample, file).split(path.sep).join("/")] = fs.readFileSync(file)
    }
  }
  walk(path.join(FIXTURE_SITES.sample, "data"))
  return files
}

/**
 * What the editor asks of other hosts and its policy refuses, which costs nothing: Sveltia CMS's
 * update check, GitHub's status and the CDN copies of its fonts (the site serves its own).
 */
const REFUSED_BY_POLICY = [/unpkg\.com\/@sveltia\/cms\/package\.json/, /githubstatus\.com/, /cdn\.jsdelivr\.net\/fontsource/]
const isRefusedByPolicy = (problem: string) => REFUSED_BY_POLICY.some((address) => address.test(problem))

/** The stand-in for the folder picker: the origin's private folder "checkout". */
const PICKER_STAND_IN = `window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle("checkout", { create: true })`

export interface EditorVisit extends Visit {
  /** What went wrong, but for what the policy refuses by design. */
  unexpectedProblems(): string[]
  /** The checkout's files as they are now. */
  checkout(): Promise<Checkout>
}

/**
 * Opens the editor on a fresh checkout and signs in to it ("Work with Local Repository"); on
 * localhost, where Sveltia CMS offers a local checkout.
 */
export async function openEditor(browser: Browser, checkout: Checkout, options: VisitOptions = {}): Promise<EditorVisit> {
  const base = baseUrl().replace("127.0.0.1", "localhost")
  const opened = await visit(browser, EDITOR_PATH, { ...options, base, beforeLoad: async (page) => void (await page.addInitScript(PICKER_STAND_IN)) })
  const { page } = opened
  await page.evaluate(
    async (files) => {
      const root = await navigator.storage.getDirectory()
      await root.removeEntry("checkout", { recursive: true }).catch(() => undefined)
      const folder = await root.getDirectoryHandle("checkout", { create: true })
      await folder.getDirectoryHandle(".git", { create: true })
      for (const [file, base64] of Object.entries(files)) {
        const parts = file.split("/")
        let dir = folder
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
        const writable = await (await dir.getFileHandle(parts[parts.length - 1], { create: true })).createWritable()
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
        await writable.close()
      }
    },
    Object.fromEntries(Object.entries(checkout).map(([file, content]) => [file, content.toString("base64")]))
  )
  const signIn = page.getByRole("button", { name: "Work with Local Repository" })
  await signIn.click()
  await signIn.waitFor({ state: "detached" })
  return {
    ...opened,
    unexpectedProblems: () => opened.problems.filter((problem) => !isRefusedByPolicy(problem)),
    checkout: () => readCheckout(page),
  }
}

/**
 * The checkout's files once the editor has stopped writing. It says "Entry saved" before its
 * last file has landed (a new picture showed up one walk later), and Chromium writes each file
 * to a ".crswap" beside it, moved into place when it is closed, so a walk in between can meet a
 * file that is gone a moment later: the files are read until two walks, 200 ms apart, find the
 * same files with the same bytes (in whatever order the folder lists them) and no swap file.
 */
async function readCheckout(page: Page): Promise<Checkout> {
  let last: Record<string, string> | undefined
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await page.waitForTimeout(200)) {
    const files = await page.evaluate(async () => {
      const found: Record<string, string> = {}
      const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
        // entries() is there in Chromium; TypeScript's DOM types do not have it yet.
        for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
          if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`)
          else {
            const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer())
            found[`${prefix}${name}`] = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""))
          }
        }
      }
      try {
        await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("checkout"), "")
      } catch (error) {
        if (error instanceof DOMException && error.name === "NotFoundError") return undefined
        throw error
      }
      return Object.keys(found).some((file) => file.endsWith(".crswap")) ? undefined : found
    })
    if (files && last && isDeepStrictEqual(files, last)) {
      return Object.fromEntries(Object.entries(files).map(([file, base64]) => [file, Buffer.from(base64, "base64")]))
    }
    last = files
  }
  throw new Error("The editor was still writing the checkout 15 s after its last save.")
}

/** The language's name as the editor shows it: in English, from its tag. */
export const languageLabel = (tag: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag

/** A file of the content, opened from the list of files (on a phone, the collection's list first). */
export async function openFile(page: Page, label: string): Promise<void> {
  const file = page.getByRole("row", { name: label })
  await file.or(page.getByRole("treeitem", { name: /^Content/ })).first().waitFor()
  if (!(await file.isVisible())) await page.getByRole("treeitem", { name: /^Content/ }).click()
  await file.click()
  await page.getByRole("button", { name: "Save", exact: true }).waitFor()
}

/** Back to the list of files, leaving the file as it is saved. */
export async function closeFile(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^(Cancel Editing|Go Back|Back)$/ }).first().click()
  await page.getByRole("row").first().waitFor()
}

/**
 * A language's side of an open file, or the one side of a file without translations (the
 * skills: "_default"). The editor's names hold Unicode isolates around the language.
 */
export const pane = (page: Page, tag: string): Locator =>
  page.getByRole("group", { name: new RegExp(`^Edit\\W+(?:${languageLabel(tag).replace(/[()]/g, "\\$&")}|_default)\\W+Content$`) })

/** The nth (from 0) entry of a pane's first list. */
export const entry = (scope: Locator, index: number): Locator => scope.locator(".item-list").first().locator(":scope > .item-wrapper > [role=group]").nth(index)


/** An entry, unfolded to show its fields. */
export async function unfold(item: Locator): Promise<Locator> {
  await item.scrollIntoViewIfNeeded()
  const expand = item.getByRole("button", { name: "Expand", exact: true }).first()
  if (await expand.isVisible().catch(() => false)) await expand.click()
  return item
}

/**
 * A field's group, by its label, once the editor has drawn it: it draws an entry's fields as
 * they scroll into view.
 */
export async function field(scope: Locator, label: string): Promise<Locator> {
  const group = scope.getByRole("group", { name: new RegExp(`^\\W*${label.replace(/[()]/g, "\\$&")}\\W*Field$`) }).first()
  for (let scrolls = 0; scrolls < 20 && !(await group.count()); scrolls += 1) {
    await scope.locator('[role=group][aria-label$="Field"]').last().scrollIntoViewIfNeeded()
    await scope.page().waitForTimeout(100)
  }
  return group
}

/** A text field's box, by its label. */
export const textBox = async (scope: Locator, label: string): Promise<Locator> => (await field(scope, label)).getByRole("textbox", { name: label, exact: true }).first()

export interface SaveResult {
  saved: boolean
  /** What the editor says: its status, and a refusal's words. */
  said: string
}

/** The editor's word for a save that went through. */
const ENTRY_SAVED = "Entry saved"

/** What save() returns for a save that went through: compared whole, so a refusal shows its words. */
export const SAVED: SaveResult = { saved: true, said: expect.stringContaining(ENTRY_SAVED) }

/** Saves the open file: saved, or what the editor said instead. */
export async function save(page: Page): Promise<SaveResult> {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  const saved = page.getByRole("status").filter({ hasText: ENTRY_SAVED })
  const refused = page.getByRole("alertdialog").or(page.getByRole("alert"))
  await saved.or(refused).first().waitFor()
  if (await saved.count()) return { saved: true, said: await saved.first().innerText() }
  return { saved: false, said: (await refused.allInnerTexts()).join("\n") }
}

/** The files of a checkout that differ from another's, and those only one has. */
export function changedFiles(before: Checkout, after: Checkout): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
  return names.filter((name) => !before[name] || !after[name] || !before[name].equals(after[name]))
}
