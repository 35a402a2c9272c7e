import { prefersReducedMotion } from "../../islands/dom"

type Motion = typeof import("./glide")

let motion: Motion | undefined
let loading: Promise<void> | undefined

/**
 * Loads the motion of filters and tabs (./glide.ts, with framer-motion) at the first sign that
 * a visitor is about to use one (the pointer over them, a focus): not with the page, whose
 * first view stays within its script budget. Never for a visitor who prefers reduced motion.
 */
export function loadMotion(): void {
  if (loading || prefersReducedMotion()) return
  loading = import("./glide").then(
    (module) => void (motion = module),
    // Lost with the connection: changes happen without motion, and the next sign tries again.
    () => void (loading = undefined)
  )
}

/** The motion module, once it has loaded (and never under reduced motion): a change made before then is not animated. */
export const loadedMotion = (): Motion | undefined => (prefersReducedMotion() ? undefined : motion)
