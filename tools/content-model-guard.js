#!/usr/bin/env node
/**
 * Run before `gatsby build` and `gatsby develop` (package.json's scripts): clears Gatsby's cache
 * when the content model changed since it was made (src/build-time/data-layer/content-model.js).
 * Plain JavaScript: it runs before ts-node or Gatsby.
 */
"use strict"

require("../src/build-time/data-layer/content-model").clearIfStale()
