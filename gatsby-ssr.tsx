import React from "react"
import { renderToString } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { SiteProvider } from "./src/components/providers/SiteProvider"
import { fallbackFontFaceCss } from "./src/build/font-fallbacks"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <SiteProvider>{element}</SiteProvider>

/**
 * All of the page's CSS goes into <head> as a few <style> tags, instead of the ~150 tags
 * emotion would otherwise scatter through <body>: each of those made the browser restyle
 * the page while parsing it. The browser's emotion cache adopts these tags on start.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" })
  // compat: no inline <style> next to each element; the styles are extracted below.
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  setHeadComponents(
    styles.map((style) => (
      <style
        key={`${style.key}-${style.ids.join(" ")}`}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ))
  )
  replaceBodyHTMLString(html)
}

/**
 * The CSS entry animations (nav entries, the letters of the name) start transparent;
 * visitors without JavaScript, and those who prefer reduced motion, see them at once.
 */
const showMotionElements = "[data-motion]{opacity:1!important;transform:none!important}"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // Local fonts sized like Inter stand in until it loads: text paints at once and stays put.
    <style key="font-fallbacks" dangerouslySetInnerHTML={{ __html: fallbackFontFaceCss() }} />,
    <noscript key="show-motion-elements">
      <style>{showMotionElements}</style>
    </noscript>,
    <style key="reduced-motion">{`@media (prefers-reduced-motion: reduce){${showMotionElements}}`}</style>,
  ])
}

/**
 * Gatsby renders the Head API inside wrapRootElement too, so the Chakra provider's global
 * styles came out a second time there (35 KB of the same CSS). Each emotion style block is
 * kept once.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const seen = new Set<string>()
  replaceHeadComponents(
    getHeadComponents().filter((component) => {
      const key = React.isValidElement<{ "data-emotion"?: string }>(component) ? component.props["data-emotion"] : undefined
      if (key === undefined) return true
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  )
}
