/**
 * What each app's package says of itself, read at build time from its file in static/ and
 * given to the pages' queries as AppsJson.apk: nothing on /downloads about the file is typed
 * by hand. The content check (src/content-checks/check-apks.ts) has already refused a file
 * that cannot be read or is not an APK, naming the entry, before anything is built.
 */
import fs from "fs"
import path from "path"
import { packageFile } from "../content-checks/check-apks"
import { readApk, type ApkFacts } from "../lib/apk/read-apk"

export const appFactsTypeDefs = /* GraphQL */ `
  type ApkFacts {
    packageName: String!
    versionName: String!
    versionCode: Int!
    minSdk: Int!
    targetSdk: Int
    sizeBytes: Int!
    sha256: String!
    signer: ApkSigner
  }

  type ApkSigner {
    scheme: String!
    certificateSha256: String!
    subject: String!
    isDebug: Boolean!
  }
`

/**
 * One read per version of a file, however many apps point at it: keyed by its size and time,
 * so `gatsby develop` shows a package copied over the old one, not the old one's facts.
 */
const facts = new Map<string, Promise<ApkFacts>>()

export function appFacts(rootDir: string, filePath: string): Promise<ApkFacts> {
  const file = path.join(rootDir, packageFile(filePath))
  const { size, mtimeMs } = fs.statSync(file)
  const key = `${file} ${size} ${mtimeMs}`
  if (!facts.has(key)) facts.set(key, readApk(file))
  return facts.get(key) as Promise<ApkFacts>
}
