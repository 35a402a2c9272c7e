/**
 * What each app's package says of itself, read at build time from its file in static/ and
 * given to the pages' queries as AppsJson.apk: nothing on /downloads about the file is typed
 * by hand. The content check (src/build-time/checks/check-apks.ts) has already refused a file
 * that cannot be read or is not an APK, naming the entry, before anything is built.
 */
import path from "path"
import { packageFile } from "../checks/check-apks"
import { readApkOnce, type ApkFacts } from "../apk/read-apk"

const typeDefs = /* GraphQL */ `
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

/** The facts of an app's package, read once for the content check and the page together. */
export function appFacts(rootDir: string, filePath: string): Promise<ApkFacts> {
  return readApkOnce(path.join(rootDir, packageFile(filePath)))
}

/** The facts' types, and AppsJson.apk, read from the file of `rootDir`/static/ the entry names. */
export const appFactsSchema = (rootDir: string) => ({
  typeDefs,
  resolvers: {
    AppsJson: {
      apk: { type: "ApkFacts!", resolve: (source: { filePath: string }) => appFacts(rootDir, source.filePath) },
    },
  },
})
