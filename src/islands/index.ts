/**
 * The browser's entry point on built pages (see gatsby-node's onCreateWebpackConfig): the
 * HTML is final, so instead of hydrating React, the interactive parts get their behaviour.
 * It runs deferred, once the document is parsed.
 */
import { startIslands } from "./start"

startIslands(document)
