/**
 * Gatsby's Netlify adapter, used on Netlify builds (gatsby-config.ts). It restores and saves
 * Gatsby's cache between Netlify builds and handles redirects/functions should the site ever
 * get them. It also appends its own default headers block to public/_headers (a second
 * Cache-Control for every path, Referrer-Policy: same-origin, ...); overlapping rules would be
 * combined by Netlify, so that block is removed again and src/build/headers.ts stays the one
 * definition of the site's headers.
 */
import fs from "fs"
import path from "path"
import type { IAdapter } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"

const ADAPTER_BLOCK = /# gatsby-adapter-netlify start[\s\S]*?# gatsby-adapter-netlify end\n?/g

export function removeAdapterHeaders(headersFile: string): string {
  return headersFile.replace(ADAPTER_BLOCK, "").replace(/\n{3,}/g, "\n\n")
}

export function netlifyAdapter(publicDir = path.resolve("public")): IAdapter {
  const adapter = createNetlifyAdapter()
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context)
      const file = path.join(publicDir, "_headers")
      if (fs.existsSync(file)) fs.writeFileSync(file, removeAdapterHeaders(fs.readFileSync(file, "utf8")))
    },
  }
}
