import fs from "fs"

/** Reads a JSON file the tools wrote or the owner keeps in data/. */
export const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T

/** Writes JSON as data/ keeps it: two spaces, a newline at the end. */
export const writeJson = (file: string, value: unknown): void => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
