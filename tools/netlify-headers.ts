/**
 * Reads a `_headers` file with Netlify's own parser, @netlify/headers-parser (the version
 * netlify-cli 27 uses), and answers which headers a request path gets the way netlify-cli's
 * server does (utils/headers.js headersForPath): every rule whose `forRegExp` matches the
 * request path applies. The site's rules never set one header twice for a path (see
 * src/build-time/publish/headers.ts), so how hosts combine overlaps does not matter; `headersFor` fails
 * if it happens.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { parseAllHeaders } from "@netlify/headers-parser"

export interface NetlifyHeaderRule {
  /** The path line as written: "/*", "/downloads". */
  for: string
  /** Netlify's matcher for that path (a trailing slash and a `*` splat as Netlify reads them). */
  forRegExp: RegExp
  values: Record<string, string>
}

export async function readNetlifyHeaders(file: string): Promise<NetlifyHeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false })
  if (errors.length > 0) throw new Error(`${file} does not parse as Netlify reads it:\n${errors.map((e) => e.message).join("\n")}`)
  return headers as NetlifyHeaderRule[]
}

/** The same for a `_headers` text (written to a temporary file: the parser reads files). */
export async function parseNetlifyHeaders(text: string): Promise<NetlifyHeaderRule[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
  try {
    const file = path.join(dir, "_headers")
    fs.writeFileSync(file, text)
    return await readNetlifyHeaders(file)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Headers a request path gets; throws if two matching rules set the same header. */
export function headersFor(rules: readonly NetlifyHeaderRule[], requestPath: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules.filter((r) => r.forRegExp.test(requestPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      if (name in out) throw new Error(`${requestPath}: ${name} is set by two rules (the second is ${rule.for})`)
      out[name] = value
    }
  }
  return out
}
