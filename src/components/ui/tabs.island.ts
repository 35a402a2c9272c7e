import { shownInTab, tabAfterKey, tabState } from "../../shared/tabs"
import { defineIsland, islandContract } from "../../islands/contract"
import { cleanupAll, listen } from "../../islands/dom"

/**
 * The tabs' contract: the tabs, their one panel, the elements of the panel that show on some
 * tabs only, and buttons in the root that select a tab.
 */
export const tabsContract = islandContract({
  name: "tabs",
  targets: { tab: "many", panel: "one", item: "many", showTab: "many" },
  values: {
    /** On a tab: what it stands for. */
    value: "",
    /** On an item: the values of the tabs it shows on, separated by spaces. */
    in: "",
    /** On a showTab button: the value of the tab it selects. */
    show: "",
  },
})

/**
 * WAI-ARIA tabs with automatic activation over one server-rendered panel: each tab shows the
 * panel's items that belong to it (so an item on several tabs is written once) and names the
 * panel, from the start (the HTML names it for readers without the tab list). Arrow keys, Home
 * and End move between tabs and select them; Tab moves into the panel. A showTab button
 * selects its tab and moves the focus to it.
 */
export const tabs = defineIsland(tabsContract, (context) => {
  const tabList = context.all<HTMLButtonElement>("tab")
  const panel = context.one("panel")
  // `||` rather than `??`: Babel writes `??` out in full for the browsers the build targets.
  const items = context.all("item").map((item) => [item, context.read(item, "in").split(" ")] as const)

  const select = (chosen: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabList) {
      const state = tabState(tab === chosen)
      tab.setAttribute("aria-selected", String(state.selected))
      tab.tabIndex = state.tabIndex
    }
    panel.setAttribute("aria-labelledby", chosen.id)
    const value = context.read(chosen, "value")
    for (const [item, itemTabs] of items) item.hidden = !shownInTab(itemTabs, value)
    if (focus) chosen.focus()
  }
  const byValue = (value: string) => tabList.find((tab) => context.read(tab, "value") === value)

  // The HTML names the panel for a reader without the tab list (Tabs.tsx); now the tab the HTML
  // selected names it: the one tab in the tab order (tabIndex 0), one of the options.
  panel.setAttribute("aria-labelledby", tabList.find((tab) => !tab.tabIndex)!.id)
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
