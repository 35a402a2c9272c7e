/** @jest-environment node */
/**
 * Every app package is read before the build: a file that is not an APK, or cannot be read,
 * is an error naming the file and the entry; an unsigned or debug-signed package, one signed
 * with the repository's public sample key, or two apps sharing one file, a warning.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { checkAppPackages } from "../../../../src/build-time/checks/check-apks"
import { ApkError } from "../../../../src/build-time/apk/read-apk"
// The fingerprint's one copy; build/apk/read-apk.test.ts checks it against the sample packages themselves.
import { SAMPLE_KEY_CERT_SHA256 } from "../../../../src/sample-apps/sample-key"
import { readFixtureData, SAMPLE_SITE_DIR } from "../../../../tools/fixture-sites"
import { REPO_ROOT } from "../../../../tools/repo-root"

const realApps = () => readFixtureData("apps")
const fixture = (name: string) => path.join(REPO_ROOT, "__tests__", "fixtures", "apk", name)

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-apks-"))
  fs.cpSync(path.join(SAMPLE_SITE_DIR, "static", "downloads"), path.join(root, "static", "downloads"), { recursive: true })
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const packageFile = (name: string) => path.join(root, "static", "downloads", name)
const replacePesaTrack = (fixtureName: string) => fs.copyFileSync(fixture(fixtureName), packageFile("pesatrack.apk"))

const PESATRACK = 'data/apps.json, entry 1 (name "PesaTrack"), field "filePath": static/downloads/pesatrack.apk'
const REBUILD = "Build the app again as a release APK signed with your release key, and copy the .apk file here."
const FUNDICONNECT = 'data/apps.json, entry 2 (name "FundiConnect"), field "filePath": static/downloads/fundiconnect.apk'
const sampleKeyWarning = (where: string) =>
  `${where} is a sample package, signed with this repository's public sample key ` +
  `(src/sample-apps/throwaway-sample-key.p12, certificate SHA-256 ${SAMPLE_KEY_CERT_SHA256}): ` +
  "that key and its password are published with the code, so anyone could sign a look-alike app that phones accept as an update of it, " +
  "and the downloads page shows that key as the signer your visitors should trust. " +
  "Replace it with your own build: build the app again as a release APK signed with your release key, and copy the .apk file here."
/** Both sample apps replaced by a build signed with another key, as an owner's release builds are. */
const useOwnBuilds = () => {
  replacePesaTrack("release-signed.apk")
  fs.copyFileSync(fixture("release-signed.apk"), packageFile("fundiconnect.apk"))
}

it("names the sample packages, signed with the public sample key, as still the sample's, and nothing else", async () => {
  expect(await checkAppPackages(realApps(), root)).toEqual({
    errors: [],
    warnings: [],
    sample: [sampleKeyWarning(PESATRACK), sampleKeyWarning(FUNDICONNECT)],
  })
})

it("finds nothing wrong with packages signed with the owner's own key", async () => {
  useOwnBuilds()
  expect(await checkAppPackages(realApps(), root)).toEqual({ errors: [], warnings: [], sample: [] })
})

describe("errors", () => {
  it("reports a text file saved as .apk, naming the file and the entry", async () => {
    useOwnBuilds()
    fs.writeFileSync(packageFile("pesatrack.apk"), "This is not an app, just some notes.\n")
    expect(await checkAppPackages(realApps(), root)).toEqual({
      errors: [
        `${PESATRACK} is not a valid Android package (APK): it is not a ZIP archive, or it is cut off (its end record is missing). ` +
          `It may be damaged, cut off, or another kind of file renamed to .apk. ${REBUILD}`,
      ],
      warnings: [],
      sample: [],
    })
  })

  it.each([
    ["truncated.apk", "it is not a ZIP archive, or it is cut off (its end record is missing)"],
    ["not-an-apk.zip", "it has no AndroidManifest.xml"],
    ["text-manifest.apk", "its AndroidManifest.xml cannot be read"],
  ])("reports %s put in place of a package, saying what is wrong", async (name, reason) => {
    replacePesaTrack(name)
    const { errors } = await checkAppPackages(realApps(), root)
    expect(errors).toEqual([expect.stringContaining(`${PESATRACK} is not a valid Android package (APK): ${reason}. `)])
  })

  it("reports a package that cannot be read", async () => {
    // As root (CI, containers) every file can be read, so the reader is the one failing here.
    const denied = Object.assign(new Error("EACCES: permission denied, open 'pesatrack.apk'"), { code: "EACCES" })
    const read = async (file: string) => {
      throw new ApkError("unreadable", denied.message, { cause: denied })
    }
    const { errors } = await checkAppPackages(realApps().slice(0, 1), root, read)
    expect(errors).toEqual([
      `${PESATRACK} cannot be read (you have no permission to read it). Check that it is a file your user may read, or copy it into static/downloads/ again.`,
    ])
  })

  it("leaves a missing file to the schema check", async () => {
    const apps = realApps()
    apps[0].filePath = "/downloads/not-there.apk"
    useOwnBuilds()
    expect(await checkAppPackages(apps, root)).toEqual({ errors: [], warnings: [], sample: [] })
  })
})

describe("warnings", () => {
  it("warns about an unsigned package, which Android refuses to install", async () => {
    useOwnBuilds()
    replacePesaTrack("unsigned.apk")
    expect(await checkAppPackages(realApps(), root)).toEqual({
      errors: [],
      warnings: [`${PESATRACK} is not signed, so Android refuses to install it ("App not installed"). ${REBUILD}`],
      sample: [],
    })
  })

  it("warns about a package signed with Android's debug certificate", async () => {
    useOwnBuilds()
    replacePesaTrack("debug-signed.apk")
    expect(await checkAppPackages(realApps(), root)).toEqual({
      errors: [],
      warnings: [
        `${PESATRACK} is signed with Android's debug certificate (CN=Android Debug), which is meant only for testing: ` +
          `a later version signed with your release key will not install over it, so visitors would have to uninstall the app, and lose its data, first. ${REBUILD}`,
      ],
      sample: [],
    })
  })

  it("recognises the sample key in a v1 (JAR) signature and in a v2/v3 block alike", async () => {
    replacePesaTrack("v1-only.apk")
    fs.copyFileSync(fixture("v2-v3.apk"), packageFile("fundiconnect.apk"))
    expect(await checkAppPackages(realApps(), root)).toEqual({
      errors: [],
      warnings: [],
      sample: [sampleKeyWarning(PESATRACK), sampleKeyWarning(FUNDICONNECT)],
    })
  })

  it("warns when two apps point at one file, on the second", async () => {
    useOwnBuilds()
    const apps = realApps()
    apps[1].filePath = apps[0].filePath
    expect(await checkAppPackages(apps, root)).toEqual({
      errors: [],
      warnings: [
        'data/apps.json, entry 2 (name "FundiConnect"), field "filePath": static/downloads/pesatrack.apk is also the package of entry 1 (name "PesaTrack"), ' +
          "so both Download buttons give the same file. Give each app its own .apk file in static/downloads/.",
      ],
      sample: [],
    })
  })

  it("names every entry that uses a broken package", async () => {
    fs.writeFileSync(packageFile("pesatrack.apk"), "")
    const apps = realApps()
    apps[1].filePath = apps[0].filePath
    const { errors, warnings } = await checkAppPackages(apps, root)
    expect(errors.map((error) => error.split(": static/")[0])).toEqual([
      'data/apps.json, entry 1 (name "PesaTrack"), field "filePath"',
      'data/apps.json, entry 2 (name "FundiConnect"), field "filePath"',
    ])
    expect(warnings).toHaveLength(1)
  })
})
