/** GET /api/editor/sign-in: the site's own GitHub sign-in for the editor (src/server/editor-sign-in.ts). */
import { editorSignInFunction } from "@portfolio/server/editor"

export default editorSignInFunction()
