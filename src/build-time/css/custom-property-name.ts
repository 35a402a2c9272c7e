/**
 * A custom property's name as the build's CSS steps find it in CSS, markup and scripts: `--`,
 * a letter, then name characters or escapes (Chakra's `--spacing-0\.5`). The letter keeps a
 * script's `i--` from reading as a name; a name that starts otherwise, which neither Chakra nor
 * the site writes, is left as it is by every step that uses this.
 */
export const CUSTOM_PROPERTY_NAME = String.raw`--[a-zA-Z](?:[\w-]|\\.)*`
