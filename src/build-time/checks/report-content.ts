/**
 * The content check (./check-content.ts) as Gatsby reports it: warnings are printed, errors stop
 * a build (and are printed in `gatsby develop`, which goes on with the last good content).
 */
import type { Reporter } from "gatsby"
import { checkContent, formatErrors, formatLeftovers, formatUntranslated, formatWarnings } from "./check-content"
import type { Translation } from "../content/read-translations"

/**
 * Content problems are the owner's to fix, so they are reported as a structured error of
 * category USER with its own id: a plain-string panicOnBuild would be headed "ERROR UNKNOWN".
 * Gatsby prefixes the id with the plugin's name (default-site-plugin_CONTENT_INVALID).
 */
const CONTENT_INVALID = "CONTENT_INVALID"

/** Gatsby's words for the content's errors: once, before the first check. */
export function registerContentErrors(reporter: Reporter): void {
  reporter.setErrorMap({
    [CONTENT_INVALID]: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      category: "USER",
      // No type: Gatsby would print it after the id (PLUGIN), which means nothing to the owner.
      type: undefined,
    },
  })
}

/** Runs every content check and reports it; returns the content when it has no error. */
export async function reportContent(rootDir: string, reporter: Reporter): Promise<Translation[] | undefined> {
  const { errors, warnings, leftovers, untranslated, languages } = await checkContent({
    rootDir,
    env: process.env,
    production: process.env.NODE_ENV === "production",
  })
  if (leftovers.length > 0) reporter.warn(formatLeftovers(leftovers))
  if (warnings.length > 0) reporter.warn(formatWarnings(warnings))
  for (const group of untranslated) reporter.warn(formatUntranslated(group))
  if (errors.length > 0) reporter.panicOnBuild({ id: CONTENT_INVALID, context: { message: formatErrors(errors) } })
  return languages
}
