import { tabAfterKey, tabState } from "../../lib/tabs"
import { defineIsland, islandContract } from "../../islands/contract"
import { cleanupAll, listen } from "../../islands/dom"

/** The tabs' contract: the tabs, their panels, and buttons elsewhere in the root that select a tab. */
export const tabsContract = islandContract({
  name: "tabs",
  targets: { tab: "many", panel: "many", showTab: "many" },
  values: {} as {
    /** On a tab: what it stands for. */
    value: string
    /** On a showTab button: the value of the tab it selects. */
    show: string
  },
})

/**
 * WAI-ARIA tabs with automatic activation over server-rendered panels: arrow keys, Home and
 * End move between tabs and select them; Tab moves into the panel. A showTab button
 * elsewhere in the root selects its tab and moves the focus to it.
 */
export const tabs = defineIsland(tabsContract, (context) => {
  const tabList = context.all<HTMLButtonElement>("tab")
  const panels = context.all("panel")
  const panelOf = (tab: HTMLElement) => panels.find((panel) => panel.id === tab.getAttribute("aria-controls"))

  const select = (chosen: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabList) {
      const state = tabState(tab === chosen)
      tab.setAttribute("aria-selected", String(state.selected))
      tab.tabIndex = state.tabIndex
      const panel = panelOf(tab)
      if (panel) panel.hidden = state.panelHidden
    }
    if (focus) chosen.focus()
  }
  const byValue = (value: string | null) => tabList.find((tab) => context.read(tab, "value") === value)

  context.enableControls()
  return cleanupAll([
    tabList.map((tab, index) =>
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
    context.all<HTMLButtonElement>("showTab").map((button) =>
      listen(button, "click", () => {
        const tab = byValue(context.read(button, "show"))
        if (tab) select(tab, true)
      })
    ),
  ])
})
