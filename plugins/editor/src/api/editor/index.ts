/** GET /api/editor: the editor's page with its own headers (src/server/editor-page.ts), where a host sends /admin/ (Netlify). */
import { editorPageFunction } from "@portfolio/server/editor"

export default editorPageFunction()
