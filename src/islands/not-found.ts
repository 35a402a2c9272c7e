import type { Island } from "./types"

/** The spec: each visit to an unknown path is logged to the browser console. */
export const notFound: Island = () => {
  console.warn("404 Error: User attempted to access non-existent route:", window.location.pathname)
  return () => {}
}
