import path from "path"

/** The checkout the tests run in: its data/schemas/, docs/, package.json and build output. */
export const REPO_ROOT = path.join(__dirname, "..", "..")
