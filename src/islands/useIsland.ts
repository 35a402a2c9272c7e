import { useEffect, useRef } from "react"
import type { Island } from "./contract"

/**
 * Where React renders the page in the browser (`gatsby develop`, component tests), the
 * component attaches its own island to the element given the returned ref. Built pages do
 * not run React: src/islands/start.ts attaches the same islands to the static HTML.
 */
export function useIsland<E extends HTMLElement>(island: Island) {
  const ref = useRef<E>(null)
  useEffect(() => (ref.current ? island.start([ref.current]) : undefined), [island])
  return ref
}
