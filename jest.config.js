/**
 * The test suites, each a jest project. They share one base: the transform, and the packages
 * jest must compile because they ship ES modules only.
 */
const os = require("os")

const ES_MODULE_PACKAGES = ["gatsby", "gatsby-script", "gatsby-link", "@netlify/headers-parser", "escape-string-regexp", "smol-toml", "github-slugger"]

const base = {
  roots: ["<rootDir>/__tests__"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/support/jest-preprocess.js" },
  transformIgnorePatterns: [`node_modules/(?!(${ES_MODULE_PACKAGES.join("|")})/)`],
}

/** Component tests run in jsdom, with Gatsby's loader shimmed and assets mocked. */
const jsdom = (renderMode) => ({
  ...base,
  testEnvironment: "jsdom",
  moduleNameMapper: {
    "^@chakra-theme/(.*)$": "<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__tests__/support/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "", ...(renderMode ? { __RENDER_MODE__: renderMode } : {}) },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-tests.ts"],
})

/** Browser and host tests drive real browsers and servers from Node. */
const node = { ...base, testEnvironment: "node", slowTestThreshold: 20 }

module.exports = {
  // Two test files at a time even on 2 cores, where jest's default is one: the browser tests
  // spend most of their time waiting on Chromium, so two of them finish in 0.6x the time of one
  // after the other (measured on the whole suite, docs/developing.md).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  reporters: ["default", "<rootDir>/__tests__/support/summary-reporter.js"],
  projects: [
    { displayName: "unit", ...jsdom(), testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}"] },
    {
      // The same component tests, each section rendered to static markup with its islands
      // started and React absent, as on a built page.
      displayName: "built-page",
      ...jsdom("built"),
      testMatch: ["<rootDir>/__tests__/unit/components/**/*.test.tsx"],
      // Reveal is tested with its IntersectionObserver faked; the theme switch island drives its own markup.
      testPathIgnorePatterns: ["/__tests__/unit/components/motion/Reveal.test.tsx", "/__tests__/unit/components/layout/theme-switch.island.test.tsx"],
    },
    {
      displayName: "e2e",
      ...node,
      testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
      globalSetup: "<rootDir>/__tests__/support/browser/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/support/browser/global-teardown.ts",
    },
    { displayName: "site", ...node, testMatch: ["<rootDir>/__tests__/site/**/*.site.ts"] },
    { displayName: "hosts", ...node, testMatch: ["<rootDir>/__tests__/hosts/**/*.test.ts"] },
  ],
}
