/**
 * The theme switch as built pages run it: the header's two switches (the desktop bar, the
 * phone menu) rendered to static markup, their islands started with React absent. The choice
 * shown, applied to <html> and remembered; the site's former theme worker taken away.
 */
import React from "react"
import { renderToString } from "react-dom/server"
import { Header } from "../../../../src/components/layout/Header"
import { themeSwitchContract } from "../../../../src/components/layout/theme-switch.island"
import { SiteProvider } from "../../../../src/components/providers/SiteProvider"
import { islands } from "../../../../src/browser/islands"
import { startIslands } from "../../../../src/islands/start"
import { RETIRED_THEME_WORKER, THEME_STORAGE_KEY, type ThemeChoice } from "../../../../src/shared/theme-choice"
import { installDomPolyfills } from "../../../support/dom-polyfills"
import { layoutSite, navigationEntries } from "../../../support/sample-data"

// The header's other islands start beside the switches, as on a built page: they need the browser's observers.
installDomPolyfills()

const html = renderToString(
  <SiteProvider>
    <Header alternates={[]} site={layoutSite} navigation={navigationEntries} isHome />
  </SiteProvider>
)

/** The page's two switches, started as built pages start them, beside every other island of the header, none of which fails to start. */
function startSwitches() {
  document.body.innerHTML = html
  const consoleError = jest.spyOn(console, "error")
  const stop = startIslands(document.body, islands)
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
  const roots = Array.from(document.querySelectorAll<HTMLElement>(`[data-island="${themeSwitchContract.name}"]`))
  expect(roots).toHaveLength(2)
  return { roots, stop }
}

const choiceOf = (button: Element) => button.getAttribute(themeSwitchContract.valueAttribute("choice"))
const pressed = () => Array.from(document.querySelectorAll("button[aria-pressed=true]"), choiceOf)
const button = (root: HTMLElement, choice: ThemeChoice) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>("button")).find((candidate) => choiceOf(candidate) === choice) as HTMLButtonElement
const theme = () => document.documentElement.getAttribute("data-theme")

/**
 * The service worker and cache APIs as the switch meets them in a browser that still runs the
 * site's former theme worker (controlled: it answered this page), or none.
 */
function fakeFormerWorker(controlled: boolean) {
  const registrations = [{ active: { scriptURL: `http://localhost${RETIRED_THEME_WORKER.url}` }, unregister: jest.fn(async () => true) }]
  const caches = new Set<string>([RETIRED_THEME_WORKER.cache])
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { controller: controlled ? {} : null, getRegistrations: jest.fn(async () => registrations) },
  })
  Object.defineProperty(window, "caches", { configurable: true, value: { delete: async (name: string) => caches.delete(name) } })
  return { registrations, caches, serviceWorker: navigator.serviceWorker as unknown as { getRegistrations: jest.Mock } }
}

/** Lets the switch's promise chain (registrations, cache) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute("data-theme")
})
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker
  delete (window as unknown as Record<string, unknown>).caches
  jest.restoreAllMocks()
})

describe("theme switch", () => {
  it("enables its buttons and, for a first visit, presses System and leaves the theme to the system", () => {
    const { roots, stop } = startSwitches()
    expect(roots.flatMap((root) => Array.from(root.querySelectorAll("button"), (b) => b.disabled))).toEqual(Array(6).fill(false))
    expect(pressed()).toEqual(["system", "system"])
    expect(theme()).toBeNull()
    stop()
  })

  it("applies a choice at once, shows it in both switches and remembers it", () => {
    const { roots, stop } = startSwitches()
    button(roots[0], "light").click()
    expect(theme()).toBe("light")
    expect(pressed()).toEqual(["light", "light"])
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light")
    button(roots[1], "dark").click()
    expect(theme()).toBe("dark")
    expect(pressed()).toEqual(["dark", "dark"])
    stop()
  })

  it("goes back to the system's setting: no attribute and nothing stored", () => {
    const { roots, stop } = startSwitches()
    button(roots[0], "dark").click()
    button(roots[0], "system").click()
    expect(theme()).toBeNull()
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(pressed()).toEqual(["system", "system"])
    stop()
  })

  it("shows and applies a returning visitor's choice on start", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light")
    const { stop } = startSwitches()
    expect(pressed()).toEqual(["light", "light"])
    expect(theme()).toBe("light")
    stop()
  })

  it("reads a stored value it does not know as the system's setting", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "sepia")
    const { stop } = startSwitches()
    expect(pressed()).toEqual(["system", "system"])
    expect(theme()).toBeNull()
    stop()
  })

  it("still switches when storage is turned off, for this page only", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    const { roots, stop } = startSwitches()
    button(roots[0], "light").click()
    expect(theme()).toBe("light")
    expect(pressed()).toEqual(["light", "light"])
    stop()
  })

  it("leaves a page the head script wrote as it is: no restyle", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light")
    document.documentElement.setAttribute("data-theme", "light")
    const setAttribute = jest.spyOn(document.documentElement, "setAttribute")
    const { stop } = startSwitches()
    expect(setAttribute).not.toHaveBeenCalled()
    expect(theme()).toBe("light")
    stop()
  })

  it("takes the site's former theme worker and its cache away where it still answers the pages", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark")
    const former = fakeFormerWorker(true)
    const { stop } = startSwitches()
    await settle()
    expect(former.registrations[0].unregister).toHaveBeenCalledTimes(1)
    expect([...former.caches]).toEqual([])
    expect(theme()).toBe("dark")
    stop()
  })

  it("asks nothing of the service workers where none answered the page", async () => {
    const former = fakeFormerWorker(false)
    const { stop } = startSwitches()
    await settle()
    expect(former.serviceWorker.getRegistrations).not.toHaveBeenCalled()
    expect(former.registrations[0].unregister).not.toHaveBeenCalled()
    stop()
  })

  it("shows a choice made in another tab", () => {
    const { stop } = startSwitches()
    localStorage.setItem(THEME_STORAGE_KEY, "light")
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "light" }))
    expect(pressed()).toEqual(["light", "light"])
    expect(theme()).toBe("light")
    localStorage.removeItem(THEME_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: null }))
    expect(pressed()).toEqual(["system", "system"])
    expect(theme()).toBeNull()
    stop()
  })
})
