import { shownInTab, tabAfterKey, tabState } from "../../shared/tabs"
import { defineIsland, islandContract } from "../../islands/contract"
import { cleanupAll, listen } from "../../islands/dom"
import { delayStyle, REVEAL_DELAY_PROPERTY } from "../../shared/motion"
import { loadedMotion, loadMotion } from "../motion/load-motion"

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
    /**
     * On an item, where the tabs show items in an order of their own (skills by level): its
     * place in that order. -1: it stays where the HTML has it.
     */
    rank: -1,
    /** On the root: seconds between the items a tab brings in, as they enter. */
    stagger: 0,
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
 *
 * Ranked items are put in one list in their rank's order while the tabs run, so that a screen
 * reader reads them in the order the panel shows them (the HTML groups them, category by
 * category, for readers without the script, and the page's CSS groups them again on paper).
 * The items a tab brings in enter, and those that stay glide, once the motion has loaded (a
 * focus or the pointer on the tabs loads it).
 */
export const tabs = defineIsland(tabsContract, (context) => {
  const { read } = context
  const tabList = context.all<HTMLButtonElement>("tab")
  const panel = context.one("panel")
  const items = context.all("item").map((item) => [item, read(item, "in").split(" ")] as const)
  const ranked = context.all("item").filter((item) => read(item, "rank") >= 0)
  const inRankOrder = () => {
    const list = ranked[0].parentElement!
    for (const item of ranked.sort((a, b) => read(a, "rank") - read(b, "rank"))) list.append(item)
  }
  const stagger = read(context.root, "stagger")

  const select = (chosen: HTMLButtonElement, focus: boolean) => {
    for (const tab of tabList) {
      const state = tabState(tab === chosen)
      tab.setAttribute("aria-selected", String(state.selected))
      tab.tabIndex = state.tabIndex
    }
    panel.setAttribute("aria-labelledby", chosen.id)
    const value = read(chosen, "value")
    const motion = loadedMotion()
    const shown = () => items.filter(([item]) => !item.hidden).map(([item]) => item)
    const before = motion && motion.positions(shown())
    for (const [item, itemTabs] of items) item.hidden = !shownInTab(itemTabs, value)
    shown().forEach((item, index) => item.style.setProperty(REVEAL_DELAY_PROPERTY, delayStyle(index * stagger)))
    if (before) motion.glide(before, shown())
    if (focus) chosen.focus()
  }
  const byValue = (value: string) => tabList.find((tab) => read(tab, "value") === value)

  // The HTML names the panel for a reader without the tab list (Tabs.tsx); now the tab the HTML
  // selected names it: the one tab in the tab order (tabIndex 0), one of the options.
  panel.setAttribute("aria-labelledby", tabList.find((tab) => !tab.tabIndex)!.id)
  if (ranked.length) inRankOrder()
  context.enableControls()
  return cleanupAll([
    listen(context.root, "pointerover", loadMotion),
    listen(context.root, "focusin", loadMotion),
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
        const tab = byValue(read(button, "show"))
        if (tab) select(tab, true)
      })
    ),
  ])
})
