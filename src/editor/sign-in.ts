/**
 * The last page of the site's own GitHub sign-in (src/server/editor-sign-in.ts), in the popup
 * the editor opened: it hands the result to the editor the way Sveltia CMS (as Decap CMS before
 * it) waits for it. It says it is ready, and once the editor answers, posts the token (or the
 * error) to it. Every message goes only to the site's own origin, whatever page opened the
 * popup: a page of another site that opened it gets nothing.
 */
const result = document.currentScript?.dataset.result ?? ""
const siteOrigin = window.location.origin
const editor = window.opener as Window | null

if (editor) {
  window.addEventListener("message", function answer(event) {
    if (event.origin !== siteOrigin || event.source !== editor) return
    window.removeEventListener("message", answer)
    editor.postMessage(result, siteOrigin)
  })
  editor.postMessage("authorizing:github", siteOrigin)
}

export {}
