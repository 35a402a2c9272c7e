import { defineIsland, islandContract } from "../../../islands/contract"

export const notFoundContract = islandContract({ name: "not-found", targets: {} })

/** The spec: each visit to an unknown path is logged to the browser console. */
export const notFound = defineIsland(notFoundContract, () => {
  console.warn("404 Error: User attempted to access non-existent route:", window.location.pathname)
})
