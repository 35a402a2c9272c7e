/**
 * Landing on the section a page's address names (/#projects). The header island jumps there at
 * once (header.island.ts, landOnAddressedSection). The browser's own jump must not glide
 * meanwhile: when it had begun a glide before the islands script arrived (a slow phone, a busy
 * machine), the island's jump moved the page and Chromium carried the running glide on by as
 * far again, a section or two too far. So while such a page loads, <html> carries
 * LANDING_ATTRIBUTE, and the page's CSS makes every jump instant (src/theme/system.ts).
 */

export const LANDING_ATTRIBUTE = "data-landing"

/**
 * The head script's part (src/headers/head-script.ts), plain ES5 as it runs before anything
 * else: the mark, for an address with a fragment. The header island takes it away when it
 * starts; the load event, which an async script holds back, does if the island never runs
 * (the script blocked or failed), so that same-page links glide again in any case.
 */
export function landingScript(): string {
  const mark = JSON.stringify(LANDING_ATTRIBUTE)
  return `if(location.hash){var r=document.documentElement;r.setAttribute(${mark},"");addEventListener("load",function(){r.removeAttribute(${mark})})}`
}
