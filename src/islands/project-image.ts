import { listen } from "./dom"
import type { Island } from "./types"

/**
 * A project screenshot that fails to load is replaced by its labelled placeholder, kept in
 * a <template> beside it. The browser may have given up before the script ran (the image
 * starts loading with the HTML): an image that was requested and is complete without
 * pixels has failed.
 */
export const projectImage: Island = (root) => {
  const picture = root.querySelector("picture")
  const img = picture?.querySelector("img")
  const fallback = root.querySelector<HTMLTemplateElement>("template[data-image-fallback]")
  if (!picture || !img || !fallback) return () => {}
  // Parsed HTML puts a template's children in its content; React in the browser (develop,
  // tests) appends them to the element itself.
  const markup = fallback.content.firstChild ? fallback.content : fallback
  const showFallback = () => {
    const replacement = document.createDocumentFragment()
    markup.childNodes.forEach((node) => replacement.append(node.cloneNode(true)))
    picture.replaceWith(replacement)
  }
  if (img.complete && img.currentSrc && img.naturalWidth === 0) {
    showFallback()
    return () => {}
  }
  return listen(img, "error", showFallback, { once: true })
}
