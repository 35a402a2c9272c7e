/** Pure logic of WAI-ARIA tabs with automatic activation (src/components/ui/Tabs.tsx and its island). */

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

/** A tab's state, selected or not: the HTML's default and the island's every switch alike. */
export function tabState(selected: boolean) {
  return { selected, tabIndex: selected ? 0 : -1 }
}

/** Whether an element of the tabs' one panel that belongs to these tabs shows while `tab` is selected. */
export function shownInTab(tabs: readonly string[], tab: string): boolean {
  return tabs.includes(tab)
}
