import { defineIsland, islandContract } from "../../../islands/contract"
import { copyOfTemplate, listen } from "../../../islands/dom"

export const projectImageContract = islandContract({
  name: "project-image",
  targets: { picture: "one", fallback: "one" },
})

/**
 * A project screenshot that fails to load is replaced by its labelled placeholder, kept in
 * a <template> beside it. The browser may have given up before the script ran (the image
 * starts loading with the HTML): an image that was requested and is complete without
 * pixels has failed.
 */
export const projectImage = defineIsland(projectImageContract, (context) => {
  const picture = context.one("picture")
  const fallback = context.one<HTMLTemplateElement>("fallback")
  const img = picture.querySelector("img")
  if (!img) return
  const showFallback = () => picture.replaceWith(copyOfTemplate(fallback))
  if (img.complete && img.currentSrc && img.naturalWidth === 0) {
    showFallback()
    return
  }
  return listen(img, "error", showFallback, { once: true })
})
