/**
 * The editor's page, /admin/: Sveltia CMS from the site's own files, with the configuration the
 * build made (/admin/config.json), the site's checks before a save and its fonts. The build
 * writes it as public/admin/index.html; on Netlify a function answers it
 * (plugins/editor), because Netlify adds the rules of _headers to every file it serves and the
 * editor needs a policy of its own (src/headers/policy.ts, EDITOR_HEADERS).
 */
import { EDITOR_FILES } from "../shared/editor"
import { EDITOR_IMPORT_MAP } from "../headers/editor-import-map"

export const editorPage = (): string =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    "<title>Content editor</title>",
    '<link rel="icon" href="/favicon.svg">',
    `<link rel="stylesheet" href="${EDITOR_FILES.styles}">`,
    `<link rel="cms-config-url" type="application/json" href="${EDITOR_FILES.config}">`,
    `<script type="importmap">${EDITOR_IMPORT_MAP}</script>`,
    `<script src="${EDITOR_FILES.cms}"></script>`,
    `<script src="${EDITOR_FILES.checks}"></script>`,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n")
