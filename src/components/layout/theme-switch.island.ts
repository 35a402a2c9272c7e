import {
  RETIRED_THEME_WORKER,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  parseThemeChoice,
  THEME_CHOICES,
  themeAttributeFor,
  type ThemeChoice,
} from "../../shared/theme-choice"
import { defineIsland, ISLAND_ATTRIBUTE, islandContract, oneOf } from "../../islands/contract"
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
 * in force; choosing sets THEME_ATTRIBUTE on <html> at once and remembers the choice, which the next
 * pages' head script writes on <html> before they are parsed (src/headers/head-script.ts). The
 * page has two switches (the desktop bar, the phone menu): both show the same choice, and so do
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
  // The head script has applied it already; this is a check that changes nothing then.
  applyChoice(choice)
  // The page has two switches: the first does this for both.
  if (context.root === document.querySelector(`[${ISLAND_ATTRIBUTE}="${themeSwitchContract.name}"]`)) retireThemeWorker()
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
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Storage turned off: the choice holds for this page only.
  }
  applyChoice(choice)
  window.dispatchEvent(new CustomEvent<ThemeChoice>(CHOICE_EVENT, { detail: choice }))
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
  // Unchanged (the head script wrote it already), it is not set again: that would restyle the page.
  if (value === (root.getAttribute(THEME_ATTRIBUTE) ?? undefined)) return
  if (value) root.setAttribute(THEME_ATTRIBUTE, value)
  else root.removeAttribute(THEME_ATTRIBUTE)
}

/**
 * Earlier versions of the site kept a choice with a service worker of their own, which wrote it
 * into each page as it arrived; it missed a reload made right after a choice, before it was
 * installed, and the head script now does its job on every page. A visitor's browser that still
 * runs it (it answered this page) drops it and its cache, so it stands between them and the
 * site no longer. Nobody else pays anything: the check reads one property.
 */
function retireThemeWorker(): void {
  const serviceWorker = navigator.serviceWorker
  if (!serviceWorker?.controller) return
  serviceWorker
    .getRegistrations()
    .then((registrations) =>
      Promise.all(
        registrations
          .filter((registration) => (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL.endsWith(RETIRED_THEME_WORKER.url))
          .map((registration) => registration.unregister())
      )
    )
    .then(() => caches.delete(RETIRED_THEME_WORKER.cache))
    .catch((error) => console.warn("The site's former theme worker could not be removed.", error))
}
