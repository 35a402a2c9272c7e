import { all, cleanupAll, enableControls, listen } from "./dom"
import type { Island } from "./types"

/** Keys that move between tabs, and where they go from the tab at `index` of `count`. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowDown: index + 1,
    ArrowLeft: index - 1,
    ArrowUp: index - 1,
    Home: 0,
    End: count - 1,
  }
  return key in moves ? (moves[key] + count) % count : undefined
}

/**
 * WAI-ARIA tabs with automatic activation over server-rendered panels: arrow keys, Home and
 * End move between tabs and select them; Tab moves into the panel. A button with
 * data-show-tab elsewhere in the root selects that tab and moves the focus to it.
 */
export const tabs: Island = (root) => {
  const tabList = all<HTMLButtonElement>(root, '[role="tab"]')
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute("aria-controls") ?? "")

  const select = (chosen: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabList) {
      const selected = tab === chosen
      tab.setAttribute("aria-selected", String(selected))
      tab.tabIndex = selected ? 0 : -1
      const panel = panelOf(tab)
      if (panel) panel.hidden = !selected
    }
    if (focus) chosen.focus()
  }
  const byValue = (value: string | undefined) => tabList.find((tab) => tab.dataset.value === value)

  enableControls(root)
  return cleanupAll([
    ...tabList.map((tab, index) =>
      cleanupAll([
        listen(tab, "click", () => select(tab, false)),
        listen(tab, "keydown", (event) => {
          const next = tabAfterKey(event.key, index, tabList.length)
          if (next === undefined) return
          event.preventDefault()
          select(tabList[next], true)
        }),
      ])
    ),
    ...all<HTMLButtonElement>(root, "button[data-show-tab]").map((button) =>
      listen(button, "click", () => {
        const tab = byValue(button.dataset.showTab)
        if (tab) select(tab, true)
      })
    ),
  ])
}
