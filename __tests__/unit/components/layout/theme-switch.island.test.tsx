/**
 * The theme switch as built pages run it: the header's two switches (the desktop bar, the
 * phone menu) rendered to static markup, their islands started with React absent. The choice
 * shown, applied to <html>, remembered, and handed to the theme worker.
 */
import React from "react"
import { renderToString } from "react-dom/server"
import { Header } from "../../../../src/components/layout/Header"
import { themeSwitchContract } from "../../../../src/components/layout/theme-switch.island"
import { SiteProvider } from "../../../../src/components/providers/SiteProvider"
import { islands } from "../../../../src/browser/islands"
import { startIslands } from "../../../../src/islands/start"
import { THEME_CACHE, THEME_CACHE_KEY, THEME_STORAGE_KEY, THEME_WORKER_URL, type ThemeChoice } from "../../../../src/shared/theme-choice"
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

/** jsdom has no Response: what the switch stores in the cache needs only its text. */
class TextResponse {
  constructor(private readonly body: string) {}
  text = async () => this.body
}

/**
 * The browser's service worker and cache APIs as the switch uses them. As in the browser, a
 * registration exists only once register() has resolved, a turn of the event loop later.
 */
function fakeWorkerPlatform(controlled = false) {
  Object.defineProperty(window, "Response", { configurable: true, value: TextResponse })
  const store = new Map<string, Map<string, Response>>()
  const registrations: { active: { scriptURL: string }; unregister: () => Promise<boolean> }[] = []
  const unregister = jest.fn(async function (this: unknown) {
    registrations.splice(registrations.indexOf(this as (typeof registrations)[number]), 1)
    return true
  })
  const register = jest.fn(async (url: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    if (!registrations.length) registrations.push({ active: { scriptURL: `http://localhost${url}` }, unregister })
    return {}
  })
  if (controlled) registrations.push({ active: { scriptURL: `http://localhost${THEME_WORKER_URL}` }, unregister })
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { controller: controlled ? {} : null, register, getRegistrations: async () => [...registrations] },
  })
  Object.defineProperty(window, "caches", {
    configurable: true,
    value: {
      open: async (name: string) => {
        if (!store.has(name)) store.set(name, new Map())
        const cache = store.get(name) as Map<string, Response>
        return { put: async (key: string, response: Response) => void cache.set(key, response) }
      },
      delete: async (name: string) => store.delete(name),
    },
  })
  const stored = async () => {
    const response = store.get(THEME_CACHE)?.get(THEME_CACHE_KEY)
    return response ? response.text() : undefined
  }
  return { register, unregister, stored, registered: () => registrations.length }
}

/** Lets the switch's promise chain (cache, registration) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute("data-theme")
})
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker
  delete (window as unknown as Record<string, unknown>).caches
  delete (window as unknown as Record<string, unknown>).Response
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

  it("still switches when storage is turned off, for this page only: the worker is not told", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    const platform = fakeWorkerPlatform()
    const { roots, stop } = startSwitches()
    button(roots[0], "light").click()
    expect(theme()).toBe("light")
    expect(pressed()).toEqual(["light", "light"])
    await settle()
    expect(platform.register).not.toHaveBeenCalled()
    expect(await platform.stored()).toBeUndefined()
    stop()
  })

  it("hands a choice to the theme worker and registers it; back to System, it unregisters the worker and deletes the choice", async () => {
    const platform = fakeWorkerPlatform()
    const { roots, stop } = startSwitches()
    await settle()
    expect(platform.register).not.toHaveBeenCalled()

    button(roots[0], "dark").click()
    await settle()
    expect(await platform.stored()).toBe("dark")
    expect(platform.register).toHaveBeenCalledWith(THEME_WORKER_URL)

    button(roots[0], "system").click()
    await settle()
    expect(await platform.stored()).toBeUndefined()
    expect(platform.unregister).toHaveBeenCalled()
    stop()
  })

  it("registers the worker again for a returning visitor whose page it did not write", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light")
    const platform = fakeWorkerPlatform(false)
    const { stop } = startSwitches()
    await settle()
    expect(platform.register).toHaveBeenCalledWith(THEME_WORKER_URL)
    expect(await platform.stored()).toBe("light")
    stop()
  })

  it("leaves a page the worker wrote as it is: no restyle, no new registration", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light")
    document.documentElement.setAttribute("data-theme", "light")
    const platform = fakeWorkerPlatform(true)
    const setAttribute = jest.spyOn(document.documentElement, "setAttribute")
    const { stop } = startSwitches()
    await settle()
    expect(setAttribute).not.toHaveBeenCalled()
    expect(platform.register).not.toHaveBeenCalled()
    stop()
  })

  it("leaves no worker behind when System follows Dark before the worker is registered", async () => {
    const platform = fakeWorkerPlatform()
    const { roots, stop } = startSwitches()
    button(roots[0], "dark").click()
    button(roots[0], "system").click()
    await settle()
    await settle()
    expect(platform.register).toHaveBeenCalledTimes(1)
    expect(platform.registered()).toBe(0)
    expect(await platform.stored()).toBeUndefined()
    expect(theme()).toBeNull()
    stop()
  })

  it("takes the worker away when the stored choice is System but a worker still wrote the page", async () => {
    document.documentElement.setAttribute("data-theme", "dark")
    const platform = fakeWorkerPlatform(true)
    const { stop } = startSwitches()
    expect(theme()).toBeNull()
    expect(pressed()).toEqual(["system", "system"])
    await settle()
    expect(platform.registered()).toBe(0)
    expect(await platform.stored()).toBeUndefined()
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
