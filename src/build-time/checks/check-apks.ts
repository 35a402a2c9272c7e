/**
 * Every app package of data/apps.json read before anything is built: the downloads page shows
 * facts read from it (version, Android versions, size, SHA-256, signer), and a visitor should
 * never download a file Android refuses to install, nor the sample apps signed with the key
 * committed beside src/sample-apps/make-sample-apks.sh.
 */
import fs from "fs"
import path from "path"
import { ApkError, readApkOnce, type ApkFacts } from "../apk/read-apk"
import { describeEntry } from "../../content/content-locations"
import { SAMPLE_KEY_CERT_SHA256 } from "../../sample-apps/sample-key"

export interface ApkReport {
  errors: string[]
  warnings: string[]
  /** Packages still the sample's: signed with the repository's public sample key. */
  sample: string[]
}

type ApkReading = { ok: true; facts: ApkFacts } | { ok: false; error: ApkError }

/** Where the file of an app's filePath (/downloads/x.apk) lives in the project: static/downloads/x.apk. */
export const packageFile = (filePath: string) => path.posix.join("static", filePath.replace(/^\/+/, ""))

/** The package's path relative to the project, when the file exists (the schema reports the rest). */
function packagePath(entry: unknown, rootDir: string): string | undefined {
  if (typeof entry !== "object" || entry === null) return undefined
  const filePath = (entry as { filePath?: unknown }).filePath
  if (typeof filePath !== "string" || filePath === "") return undefined
  const relative = packageFile(filePath)
  const file = path.join(rootDir, relative)
  return fs.existsSync(file) && fs.statSync(file).isFile() ? relative : undefined
}

const REBUILD = "Build the app again as a release APK signed with your release key, and copy the .apk file here"

function unreadableReason(error: ApkError): string {
  const code = (error.cause as NodeJS.ErrnoException | undefined)?.code
  return code === "EACCES" || code === "EPERM" ? "you have no permission to read it" : error.message
}

/** Checks the package of every app; one message per entry and finding, naming the entry and the file. */
export async function checkAppPackages(
  apps: unknown,
  rootDir: string,
  // As root (CI, containers) every file can be read: tests hand in a reader that fails.
  read: (file: string) => Promise<ApkFacts> = readApkOnce
): Promise<ApkReport> {
  const report: ApkReport = { errors: [], warnings: [], sample: [] }
  if (!Array.isArray(apps)) return report
  const readings = new Map<string, Promise<ApkReading>>()
  const firstUser = new Map<string, string>()
  const results = await Promise.all(
    apps.map(async (entry, index) => {
      const file = packagePath(entry, rootDir)
      if (!file) return undefined
      if (!readings.has(file)) {
        readings.set(
          file,
          read(path.join(rootDir, file)).then(
            (facts): ApkReading => ({ ok: true, facts }),
            (error: unknown): ApkReading => {
              if (error instanceof ApkError) return { ok: false, error }
              throw error
            }
          )
        )
      }
      return { entry: describeEntry(entry, index), file, reading: await readings.get(file)! }
    })
  )
  for (const result of results) {
    if (!result) continue
    const { entry, file, reading } = result
    const where = `data/apps.json, ${entry}, field "filePath"`
    const sharedWith = firstUser.get(file)
    if (sharedWith === undefined) firstUser.set(file, entry)
    else {
      report.warnings.push(
        `${where}: ${file} is also the package of ${sharedWith}, so both Download buttons give the same file. ` +
          `Give each app its own .apk file in static/downloads/.`
      )
    }
    if (!reading.ok) {
      report.errors.push(
        reading.error.problem === "unreadable"
          ? `${where}: ${file} cannot be read (${unreadableReason(reading.error)}). Check that it is a file your user may read, or copy it into static/downloads/ again.`
          : `${where}: ${file} is not a valid Android package (APK): ${reading.error.message}. ` +
              `It may be damaged, cut off, or another kind of file renamed to .apk. ${REBUILD}.`
      )
      continue
    }
    const { signer } = reading.facts
    if (signer === null) {
      report.warnings.push(
        `${where}: ${file} is not signed, so Android refuses to install it ("App not installed"). ${REBUILD}.`
      )
    } else if (signer.isDebug) {
      report.warnings.push(
        `${where}: ${file} is signed with Android's debug certificate (CN=Android Debug), which is meant only for testing: ` +
          `a later version signed with your release key will not install over it, so visitors would have to uninstall the app, and lose its data, first. ${REBUILD}.`
      )
    } else if (signer.certificateSha256 === SAMPLE_KEY_CERT_SHA256) {
      report.sample.push(
        `${where}: ${file} is a sample package, signed with this repository's public sample key ` +
          `(src/sample-apps/throwaway-sample-key.p12, certificate SHA-256 ${SAMPLE_KEY_CERT_SHA256}): that key and its password ` +
          `are published with the code, so anyone could sign a look-alike app that phones accept as an update of it, ` +
          `and the downloads page shows that key as the signer your visitors should trust. Replace it with your own build: ${REBUILD.charAt(0).toLowerCase()}${REBUILD.slice(1)}.`
      )
    }
  }
  return report
}
