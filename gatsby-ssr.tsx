import React from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { SiteProvider } from "./src/components/providers/SiteProvider"
import { PageLanguageProvider, type PageLanguageContext } from "./src/components/providers/page-language"
import { IconSprite, IconSpriteContext } from "./src/icons/icon-sprite"
import { fallbackFontFaceCss } from "./src/fonts/fallback-faces"
import { CV_PRINT_CSS, PRINT_CSS } from "./src/theme/print-css"
import { WITHOUT_SCRIPT_CSS } from "./src/theme/without-script"
import { FONT_FACES_BLOCK_KEY, PRINT_BLOCK_KEY, SITE_CSS_ATTRIBUTE, WITHOUT_SCRIPT_BLOCK_KEY, type CssBlock } from "./src/build-time/css/css-blocks"
import { cvPrintFile } from "./src/build-time/css/cv-print-file"
import { renderGlobals } from "./src/build-time/bundles/render-globals"

/** What the build hands the renderer (src/build-time/bundles/render-globals.ts): `gatsby develop`'s has no islands script nor icon files. */
const { islandsScript, brandFont, iconFiles } = renderGlobals()

/** A build, whose last step makes the site's stylesheet; `gatsby develop` keeps the site's own CSS inline. */
const isBuild = islandsScript !== undefined

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <SiteProvider>{element}</SiteProvider>

/** Each page's language (gatsby-node gives it), for the layout's texts and the language switch. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageLanguageProvider page={props.pageContext as Partial<PageLanguageContext>}>{element}</PageLanguageProvider>
)

/**
 * All of the page's CSS leaves the body: emotion would otherwise scatter ~150 <style> tags
 * through it, each of which made the browser restyle the page while parsing it. Built pages run
 * no styling code in the browser, so this is all the CSS there is. In a build it goes, with the
 * site's other style blocks, into the site's one stylesheet: each block is written as a style
 * element of its own, which the build's last step takes out, putting the page's first-screen CSS
 * in the head and the link to the stylesheet where the first screen ends
 * (src/build-time/css/site-css.ts). The first screen's icons are drawn once each, in a sprite at the
 * top of the page; the others come from the site's sprite file (src/icons/icon-sprite.tsx).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // No vendor prefixer: every browser the site supports reads the standard properties, and
  // the prefixed copies made the page's CSS a fifth bigger.
  const cache = createCache({ key: "css", stylisPlugins: [] })
  // compat: no inline <style> next to each element; the styles are extracted below.
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const sprite = new IconSprite(iconFiles?.sprite, iconFiles?.logos)
  const html = renderToString(
    <CacheProvider value={cache}>
      <IconSpriteContext.Provider value={sprite}>{bodyComponent}</IconSpriteContext.Provider>
    </CacheProvider>
  )
  const { styles } = extractCriticalToChunks(html)
  // Each class a block of its own, so that the stylesheet holds it once however many pages use it.
  const emotionBlocks = styles.flatMap(({ key, ids, css }): CssBlock[] =>
    key === cache.key ? ids.map((id) => [`${key}-${id}`, String(cache.inserted[id])]) : [[`${key}-${ids.join("-")}`, css]]
  )
  // In this order the without-script and print layers are declared before Chakra's.
  const blocks: CssBlock[] = [[WITHOUT_SCRIPT_BLOCK_KEY, WITHOUT_SCRIPT_CSS], [PRINT_BLOCK_KEY, PRINT_CSS], ...emotionBlocks, [FONT_FACES_BLOCK_KEY, fontFaceCss()]]
  setHeadComponents(blocks.map(([key, css]) => <style key={`${SITE_CSS_KEY}-${key}`} {...{ [SITE_CSS_ATTRIBUTE]: key }} dangerouslySetInnerHTML={{ __html: css }} />))
  // Without the site's sprite file, the icons are drawn once each, in a sprite before the content that uses them.
  const spriteElement = sprite.render()
  replaceBodyHTMLString((spriteElement ? renderToStaticMarkup(spriteElement) : "") + html)
}

/** Starts the keys of the site's CSS blocks: they come first in <head>, before the CV's print rules. */
const SITE_CSS_KEY = "site-css"

/**
 * Inter, cut down to the site's characters (src/fonts/site-font.ts), and local fonts
 * sized like it that stand in when it is not there in time: text paints at once and stays put.
 */
const fontFaceCss = () => brandFont.css + fallbackFontFaceCss()

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents, pathname }) => {
  // Every page prints black on white without its controls (in the site's stylesheet); the home
  // page prints as a CV (src/theme/print-css.ts), by rules of its own that come after those. A
  // build links them for print only (src/build-time/css/cv-print-file.ts) at the body's end, after
  // the site's stylesheet, which it links where the first screen ends; develop writes them inline.
  const printsAsCv = pathname === "/"
  if (printsAsCv && isBuild) setPostBodyComponents([<link key="print-cv" rel="stylesheet" media="print" href={cvPrintFile().href} />])
  setHeadComponents([
    // gatsby develop renders no page here (replaceRenderer runs in builds only) and emotion
    // styles its pages in the browser: the site's own blocks go inline, before the CV's rules.
    ...(isBuild
      ? []
      : [
          <style key={`${SITE_CSS_KEY}-without-script`} dangerouslySetInnerHTML={{ __html: WITHOUT_SCRIPT_CSS }} />,
          <style key={`${SITE_CSS_KEY}-print`} dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />,
          <style key={`${SITE_CSS_KEY}-font-faces`} dangerouslySetInnerHTML={{ __html: fontFaceCss() }} />,
        ]),
    ...(printsAsCv && !isBuild ? [<style key="print-cv" dangerouslySetInnerHTML={{ __html: CV_PRINT_CSS }} />] : []),
    // The files the first screen's text needs are fetched with the HTML rather than once styles
    // are computed: usually there for the first layout, so the page is laid out once instead of
    // again, whole, when the font arrives (about 150 ms of a phone's main thread).
    ...brandFont.preload.map((href) => <link key={`font-preload-${href}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  ])
}

/** Gatsby's own browser runtime: its inline and bundle scripts, and the slice that writes the rest. */
const isGatsbyRuntime = (component: React.ReactNode) =>
  React.isValidElement<{ sliceId?: string }>(component) &&
  (component.type === "script" || component.props.sliceId === "_gatsby-scripts")
const keyOf = (component: React.ReactNode) => (React.isValidElement(component) ? String(component.key ?? "") : "")

/**
 * Built pages run no React in the browser: the HTML is final. Gatsby's runtime (React, its
 * router and loader, the page's component chunk, which would hydrate the whole page) is
 * replaced by the islands entry, which gives the interactive parts their behaviour
 * (src/islands). gatsby-plugin-image's loader script and styles go too: the site renders
 * its images as plain <picture> elements (ProjectImage).
 *
 * Gatsby renders the Head API inside wrapRootElement too, so the Chakra provider's global
 * styles come out a second time there (35 KB of the same CSS): only the page's own CSS
 * (replaceRenderer) is kept. A page's image preload comes first; then the site's stylesheet (or,
 * without one, the without-script and print rules), so that its cascade layers come before
 * Chakra's, and the CV's print rules after it, in the print layer it declares.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (islandsScript) {
    replacePostBodyComponents([
      ...getPostBodyComponents().filter((component) => !isGatsbyRuntime(component)),
      <script key="islands" src={islandsScript} async />,
    ])
  }
  const isDuplicateCss = (component: React.ReactNode) =>
    React.isValidElement<{ "data-emotion"?: string }>(component) &&
    component.props["data-emotion"] !== undefined &&
    !keyOf(component).startsWith(SITE_CSS_KEY)
  // Gatsby's generator meta tells visitors nothing; every page carried it.
  const head = getHeadComponents().filter(
    (component) => !isDuplicateCss(component) && !keyOf(component).startsWith("gatsby-image-style") && !keyOf(component).startsWith("generator")
  )
  const isSiteCss = (component: React.ReactNode) => keyOf(component).startsWith(SITE_CSS_KEY)
  const isCvPrint = (component: React.ReactNode) => keyOf(component) === "print-cv"
  // The picture a page opens on (ImagePreload) is asked for before anything else is read.
  const isImagePreload = (component: React.ReactNode) =>
    React.isValidElement<{ rel?: string; as?: string }>(component) && component.props.rel === "preload" && component.props.as === "image"
  const isPlacedFirst = (component: React.ReactNode) => isImagePreload(component) || isSiteCss(component) || isCvPrint(component)
  replaceHeadComponents([...head.filter(isImagePreload), ...head.filter(isSiteCss), ...head.filter(isCvPrint), ...head.filter((component) => !isPlacedFirst(component))])
}
