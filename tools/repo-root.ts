import path from "path"

/** The checkout the tools and tests run in: its data/, docs/, package.json and build output. */
export const REPO_ROOT = path.join(__dirname, "..")
