/**
 * The module the contact plugin's function is built with (plugins/contact/package.json
 * "#contact-settings"): the settings the build writes from the content before Gatsby compiles
 * the function (src/build-time/content/contact-settings.ts). tsconfig.json points the name
 * here, so that the type checker reads this contract, also before the first build has written
 * the module; the bundler reads the module.
 */
import type { ContactSettings } from "./handle-contact"

declare const settings: ContactSettings
export default settings
