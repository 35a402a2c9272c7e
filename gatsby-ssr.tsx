import React from "react"
import type { GatsbySSR } from "gatsby"
import { SiteProvider } from "./src/components/providers/SiteProvider"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <SiteProvider>{element}</SiteProvider>

/**
 * Elements that animate in start hidden in the HTML; visitors without JavaScript, and those
 * who prefer reduced motion, see them at once.
 */
const showMotionElements = "[data-motion]{opacity:1!important;transform:none!important}"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    <noscript key="show-motion-elements">
      <style>{showMotionElements}</style>
    </noscript>,
    <style key="reduced-motion">{`@media (prefers-reduced-motion: reduce){${showMotionElements}}`}</style>,
  ])
}
