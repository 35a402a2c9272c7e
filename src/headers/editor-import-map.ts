/**
 * The editor's one inline script (/admin/): an import map that sends the module Sveltia CMS
 * loads for its event hooks, Immutable.js, which it asks of unpkg.com, to the site's own copy
 * (from npm), so that the editor's checks before a save run under a
 * policy that allows no script of another host. The editor's Content-Security-Policy allows this
 * text, by its hash.
 *
 * The address is the one the pinned Sveltia CMS asks for (its package.json's "immutable",
 * without the caret): a unit test holds the two together.
 */
import crypto from "crypto"
import { EDITOR_FILES } from "../shared/editor"

/** What Sveltia CMS imports for its event hooks. */
export const SVELTIA_IMMUTABLE_URL = "https://unpkg.com/immutable@5.1.9/dist/immutable.es.js"

export const EDITOR_IMPORT_MAP = JSON.stringify({ imports: { [SVELTIA_IMMUTABLE_URL]: EDITOR_FILES.immutable } })

/** The CSP source that allows it and nothing else. */
export const EDITOR_IMPORT_MAP_CSP_SOURCE = `'sha256-${crypto.createHash("sha256").update(EDITOR_IMPORT_MAP).digest("base64")}'`
