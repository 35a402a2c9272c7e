/**
 * The module the contact function is built with: its settings (src/server/settings.ts), made
 * from every language's checked content and written where the contact plugin's package.json
 * names "#contact-settings", before Gatsby compiles the function. The function itself reads no
 * data/.
 */
import fs from "fs"
import path from "path"
import { contactSettings } from "../../server/settings"
import { formDelivery } from "../../shared/contact-message"
import type { Translation } from "./read-translations"

/** The site's own plugin of the contact function (gatsby-config.ts adds it when a form delivers). */
export const contactPluginDir = (rootDir: string): string => path.join(rootDir, "plugins", "contact")

/** Where the plugin's package.json says its settings module is. */
function settingsFile(rootDir: string): string {
  const manifest: { imports: Record<string, string> } = JSON.parse(fs.readFileSync(path.join(contactPluginDir(rootDir), "package.json"), "utf8"))
  return path.join(contactPluginDir(rootDir), manifest.imports["#contact-settings"])
}

/** Writes the settings of every language's content, the default language's first; none for a site without a form that delivers, which has no function. */
export function writeContactSettings(rootDir: string, languages: readonly Translation[]): void {
  const file = settingsFile(rootDir)
  if (!formDelivery(languages[0].content.site)) return void fs.rmSync(file, { force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(contactSettings(languages.map(({ content }) => content.site)), null, 2)}\n`)
}
