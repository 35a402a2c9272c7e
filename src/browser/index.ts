/**
 * The browser's entry point on built pages (see gatsby-node's onCreateWebpackConfig): the
 * HTML is final, so instead of hydrating React, the interactive parts get their behaviour.
 * It loads async (gatsby-ssr's onPreRenderHTML) and starts the islands once the document is parsed.
 */
import { whenParsed } from "../islands/dom"
import { startIslands } from "../islands/start"
import { islands } from "./islands"

whenParsed(document, () => startIslands(document, islands))
