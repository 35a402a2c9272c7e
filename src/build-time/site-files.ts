import fs from "fs"
import path from "path"

/** Every file in a folder as a site path ("/downloads/index.html"). */
export function listSitePaths(dir: string, base = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const sitePath = `${base}/${entry.name}`
    return entry.isDirectory() ? listSitePaths(path.join(dir, entry.name), sitePath) : [sitePath]
  })
}
