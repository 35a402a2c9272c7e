/**
 * POST /api/contact (src/server/contact-function.ts), built with the settings the build made
 * from the content (src/build-time/content/contact-settings.ts): a plugin of the site's own, so
 * that an owner without a contact form has no function at all (gatsby-config.ts).
 */
import { contactFunction } from "@portfolio/server"
import settings from "#contact-settings"

export default contactFunction(settings)
