import React from "react"
import { LazyMotion, MotionConfig } from "framer-motion"

const loadFeatures = () => import("./motion-features").then((module) => module.default)

/**
 * framer-motion with only the `m` component in the first bundle; its features arrive in a
 * separate chunk. Visitors who ask for reduced motion get no animation (see also the CSS
 * rule for [data-motion] in the theme).
 */
export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
