import {
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  parseThemeChoice,
  THEME_CHOICES,
  themeAttributeFor,
  type ThemeChoice,
} from "../../shared/theme-choice"
import { defineIsland, islandContract, oneOf } from "../../islands/contract"
import { cleanupAll, listen } from "../../islands/dom"

/** The theme switch's contract: a button per choice, each carrying the choice it makes. */
export const themeSwitchContract = islandContract({
  name: "theme-switch",
  targets: { choice: "many" },
  values: {
    /** On a button: the choice it makes. */
    choice: oneOf(THEME_CHOICES, "system"),
  },
})

/**
 * The page has two switches (the desktop bar, the phone menu), each its own island: a choice
 * made in one is announced to the others with this event on window.
 */
const CHOICE_EVENT = "theme-switch:choice"

/**
 * The theme switch (light, dark, system): each button says with aria-pressed which choice is
 * in force; choosing sets data-theme on <html> at once and remembers the choice. The page
 * has two switches (the desktop bar, the phone menu): both show the same choice, and so do
 * the visitor's other open tabs.
 */
export const themeSwitch = defineIsland(themeSwitchContract, (context) => {
  const buttons = context.all<HTMLButtonElement>("choice")
  const choiceOf = (button: HTMLElement) => context.read(button, "choice")
  const showChoice = (shown: ThemeChoice) => {
    for (const button of buttons) {
      const pressed = String(choiceOf(button) === shown)
      // Written only when it changes: the HTML is right for most visitors, and a write restyles.
      if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed)
    }
  }
  const choice = readChoice()
  showChoice(choice)
  context.enableControls()
  // The worker's page and the stored choice agree in all but rare cases (the browser
  // cleared one store and not the other, the worker was just registered): the stored choice
  // wins, and the worker is registered again, or taken away after a return to System.
  applyChoice(choice)
  const workerWrotePage = Boolean(navigator.serviceWorker?.controller)
  if ((choice === "system") === workerWrotePage) void rememberForWorker(choice)
  return cleanupAll([
    buttons.map((button) => listen(button, "click", () => choose(choiceOf(button)))),
    // A choice made with the page's other switch.
    listen(window, CHOICE_EVENT, (event) => showChoice((event as CustomEvent<ThemeChoice>).detail)),
    // A choice made in another tab shows here too (its tab has told the worker already).
    listen(window, "storage", (event) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return
      const next = readChoice()
      applyChoice(next)
      showChoice(next)
    }),
  ])
})

function choose(choice: ThemeChoice): void {
  let remembered = true
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Storage turned off: the choice holds for this page only, so the worker is not told.
    remembered = false
  }
  applyChoice(choice)
  window.dispatchEvent(new CustomEvent<ThemeChoice>(CHOICE_EVENT, { detail: choice }))
  if (remembered) void rememberForWorker(choice)
}

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    return "system"
  }
}

function applyChoice(choice: ThemeChoice): void {
  const root = document.documentElement
  const value = themeAttributeFor(choice)
  // Unchanged (the worker wrote it already), it is not set again: that would restyle the page.
  if (value === (root.getAttribute(THEME_ATTRIBUTE) ?? undefined)) return
  if (value) root.setAttribute(THEME_ATTRIBUTE, value)
  else root.removeAttribute(THEME_ATTRIBUTE)
}

/** The worker's last operation: each waits for the one before (see rememberForWorker). */
let workerQueue: Promise<void> = Promise.resolve()

/**
 * Hands the choice to the theme worker (src/components/layout/theme-worker.ts), which writes it into the next
 * pages before they are parsed; its code (./theme-worker-link.ts) loads when there is
 * something to hand over, not with every page. Operations run one after another, so a quick
 * Dark then System cannot unregister before the registration it undoes exists.
 */
function rememberForWorker(choice: ThemeChoice): Promise<void> {
  workerQueue = workerQueue
    .then(() => import("./theme-worker-link"))
    .then(({ updateWorker }) => updateWorker(choice))
    .catch((error) => {
      // No worker (a private window, a browser that refuses, the file lost with the
      // connection): the switch still works on each page, which then shows the system's theme
      // until the script runs.
      console.warn("The theme choice could not be handed to the theme worker.", error)
    })
  return workerQueue
}
