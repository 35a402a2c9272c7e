/** @jest-environment node */
/**
 * The APK reader on the fixtures and sample apps made by src/sample-apps/make-sample-apks.sh,
 * whose facts the downloads page shows to visitors.
 */
import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { ApkError, androidVersion, formatSize, readApk } from "../../../../src/build-time/apk/read-apk"
import { SAMPLE_KEY_CERT_SHA256 } from "../../../../src/sample-apps/sample-key"
import { SAMPLE_SITE_DIR } from "../../../../tools/fixture-sites"
import { REPO_ROOT } from "../../../../tools/repo-root"

const fixture = (name: string) => path.join(REPO_ROOT, "__tests__", "fixtures", "apk", name)
const sampleApp = (name: string) => path.join(SAMPLE_SITE_DIR, "static", "downloads", name)

/**
 * SHA-256 fingerprints of the signing certificates of the throwaway keys beside the script,
 * as `apksigner verify --print-certs` printed them ("Signer #1 certificate SHA-256 digest")
 * and `keytool -printcert -jarfile __tests__/fixtures/apk/v1-only.apk` confirmed (SHA256).
 * The sample key's is the content check's (it warns about packages signed with it): these
 * tests read it from the real packages, so a new sample key cannot leave it stale.
 */
const SAMPLE_KEY_SHA256 = SAMPLE_KEY_CERT_SHA256
const DEBUG_KEY_SHA256 = "3da6fcc07c20b35e30a6c89a046eed639cbc3e87e52abcf104e934443fbc01a0"
const RELEASE_STAND_IN_SHA256 = "2adbcbe2805a915dd28c10300b47107a90b3b6295071506661d68f59c47c7147"
/** As OpenSSL (Node) prints it: in the certificate's own order, the country first. */
const SAMPLE_KEY_SUBJECT = "C=KE\nO=Brian Kamau portfolio sample apps\nCN=Throwaway sample key (not for release)"

const sha256Of = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex")

/** The rejection readApk ends with, to compare its problem. */
async function rejection(file: string): Promise<ApkError> {
  const error = await readApk(file).then(
    () => undefined,
    (reason: unknown) => reason
  )
  expect(error).toBeInstanceOf(ApkError)
  return error as ApkError
}

describe("readApk on the sample apps", () => {
  it.each([
    ["pesatrack.apk", { packageName: "ke.briankamau.pesatrack", versionName: "1.4.2", versionCode: 10402, minSdk: 26, targetSdk: 34 }],
    ["fundiconnect.apk", { packageName: "ke.briankamau.fundiconnect", versionName: "2.1.0", versionCode: 20100, minSdk: 24, targetSdk: 34 }],
  ])("reads %s: its manifest, size, hash and v3 signer", async (name, manifest) => {
    const file = sampleApp(name)
    expect(await readApk(file)).toEqual({
      ...manifest,
      sizeBytes: fs.statSync(file).size,
      sha256: sha256Of(file),
      signer: { scheme: "v3", certificateSha256: SAMPLE_KEY_SHA256, subject: SAMPLE_KEY_SUBJECT, isDebug: false },
    })
  })
})

describe("readApk on each kind of signature", () => {
  it("reads a JAR signature (v1) when there is no APK Signing Block", async () => {
    expect((await readApk(fixture("v1-only.apk"))).signer).toEqual({
      scheme: "v1",
      certificateSha256: SAMPLE_KEY_SHA256,
      subject: SAMPLE_KEY_SUBJECT,
      isDebug: false,
    })
  })

  it("prefers v3 to v2 in the APK Signing Block", async () => {
    expect((await readApk(fixture("v2-v3.apk"))).signer).toEqual({
      scheme: "v3",
      certificateSha256: SAMPLE_KEY_SHA256,
      subject: SAMPLE_KEY_SUBJECT,
      isDebug: false,
    })
  })

  it("gives no signer for an unsigned APK, and still reads its manifest", async () => {
    expect(await readApk(fixture("unsigned.apk"))).toMatchObject({ packageName: "com.example.fixture", minSdk: 24, targetSdk: 29, signer: null })
  })

  it("recognises Android's debug certificate", async () => {
    expect((await readApk(fixture("debug-signed.apk"))).signer).toEqual({
      scheme: "v3",
      certificateSha256: DEBUG_KEY_SHA256,
      subject: "C=US\nO=Android\nCN=Android Debug",
      isDebug: true,
    })
  })

  it("reads the stand-in for an owner's release key, neither debug nor the sample key", async () => {
    expect((await readApk(fixture("release-signed.apk"))).signer).toEqual({
      scheme: "v3",
      certificateSha256: RELEASE_STAND_IN_SHA256,
      subject: "C=KE\nO=Brian Kamau portfolio test fixtures\nCN=Throwaway stand-in for a release key (not for release)",
      isDebug: false,
    })
  })
})

describe("readApk on files that are not APKs", () => {
  it.each([
    ["truncated.apk", "a real APK cut in half", "it is not a ZIP archive, or it is cut off (its end record is missing)"],
    ["not-an-apk.zip", "a zip without AndroidManifest.xml", "it has no AndroidManifest.xml"],
    ["text-manifest.apk", "a manifest that is not Android's binary XML", "its AndroidManifest.xml cannot be read"],
  ])("rejects %s (%s) as not-an-apk", async (name, _what, message) => {
    const error = await rejection(fixture(name))
    expect(error.problem).toBe("not-an-apk")
    expect(error.message).toBe(message)
  })

  describe("in a temporary folder", () => {
    let folder: string
    beforeEach(() => (folder = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-apk-"))))
    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

    it("rejects an empty file and a text file as not-an-apk", async () => {
      fs.writeFileSync(path.join(folder, "empty.apk"), "")
      fs.writeFileSync(path.join(folder, "notes.apk"), "Just some notes.\n")
      expect((await rejection(path.join(folder, "empty.apk"))).problem).toBe("not-an-apk")
      expect((await rejection(path.join(folder, "notes.apk"))).problem).toBe("not-an-apk")
    })

    it("rejects an APK whose signing block is damaged", async () => {
      const apk = fs.readFileSync(fixture("v2-v3.apk"))
      const magic = apk.lastIndexOf(Buffer.from("APK Sig Block 42"))
      apk.writeBigUInt64LE(BigInt(apk.length), magic - 8) // a block size larger than the file
      fs.writeFileSync(path.join(folder, "damaged.apk"), apk)
      const error = await rejection(path.join(folder, "damaged.apk"))
      expect([error.problem, error.message]).toEqual(["not-an-apk", "its APK Signing Block is damaged"])
    })

    it("rejects a missing file and a folder as unreadable", async () => {
      expect((await rejection(path.join(folder, "missing.apk"))).problem).toBe("unreadable")
      expect((await rejection(folder)).problem).toBe("unreadable")
    })
  })
})

describe("androidVersion", () => {
  it.each([
    [21, "5.0"],
    [23, "6.0"],
    [24, "7.0"],
    [26, "8.0"],
    [28, "9"],
    [32, "12L"],
    [34, "14"],
    [36, "16"],
  ])("API level %i is Android %s", (level, version) => {
    expect(androidVersion(level)).toBe(version)
  })

  it("names an unknown level as an API level", () => {
    expect(androidVersion(19)).toBe("API level 19")
    expect(androidVersion(40)).toBe("API level 40")
  })
})

describe("formatSize, in Android's decimal units", () => {
  it.each([
    [0, "0 B"],
    [999, "999 B"],
    [1000, "1.0 kB"],
    [3_400, "3.4 kB"],
    [8_534, "8.5 kB"],
    [999_949, "999.9 kB"],
    [999_950, "1.0 MB"],
    [12_900_000, "12.9 MB"],
    [1_500_000_000, "1.5 GB"],
  ])("%i bytes is %s", (bytes, text) => {
    expect(formatSize(bytes)).toBe(text)
  })

  it("writes the number and the unit as the page's language does", () => {
    expect([12_900_000, 3_400, 1_500].map((bytes) => formatSize(bytes, { language: "sw" }))).toEqual(["MB 12.9", "kilobaiti 3.4", "kilobaiti 1.5"])
    expect(formatSize(12_900_000, { language: "de" })).toBe("12,9 MB")
    expect(formatSize(2_500, { language: "de", sizes: "language" })).toBe("2,5 kB")
  })

  it("writes the symbols KB, MB and GB after the language's number where the owner chose them for the language", () => {
    expect([12_900_000, 24_100, 1_500_000_000, 512].map((bytes) => formatSize(bytes, { language: "sw", sizes: "symbols" }))).toEqual(["12.9 MB", "24.1 KB", "1.5 GB", "512 B"])
    expect(formatSize(2_500, { language: "de", sizes: "symbols" })).toBe("2,5 KB")
  })
})
