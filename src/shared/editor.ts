/**
 * The editor at /admin/ (Sveltia CMS, docs/owner-guide.md "Edit in your browser"): its address
 * and its files', which the build writes (src/build-time/editor/), its page names
 * (src/server/editor-page.ts) and its scripts fetch (src/editor/).
 */
export const EDITOR_PATH = "/admin/"

/** The addresses that answer the editor's page. */
export const EDITOR_PAGE_PATHS = ["/admin", "/admin/", "/admin/index.html"] as const

export const EDITOR_FILES = {
  /** Sveltia CMS, from npm. */
  cms: "/admin/sveltia-cms.js",
  /** Its configuration, made from the schemas on every build. */
  config: "/admin/config.json",
  /** The site's checks before a save (src/editor/editor.ts), and the rules they hold each list to. */
  checks: "/admin/editor.js",
  rules: "/admin/save-rules.json",
  /** The page that hands a GitHub sign-in to the editor (src/editor/sign-in.ts). */
  signIn: "/admin/sign-in.js",
  /** The faces its interface is drawn with, from npm, and the site's few rules for it. */
  styles: "/admin/editor.css",
  /** The module its event hooks need (src/headers/editor-import-map.ts). */
  immutable: "/admin/immutable.es.js",
} as const

/** The function that answers the editor's page where a host adds the site's headers to every file (Netlify: plugins/editor). */
export const EDITOR_FUNCTION_PATH = "/api/editor"

/** The site's own GitHub sign-in for the editor (src/server/editor-sign-in.ts), where a host has no provider. */
export const SIGN_IN_PATH = "/api/editor/sign-in"

/** Whether the site has the editor: on unless data/site.json "editor" says "enabled": false. */
export const isEditorOn = (site: { editor?: { enabled?: boolean | null } | null }): boolean => site.editor?.enabled !== false
