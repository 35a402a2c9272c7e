/**
 * What a visitor can check about an APK before installing it: package, versions, the Android
 * versions it runs on, size, SHA-256 and who signed it. Build-time only (it reads files);
 * components take androidVersion and formatSize from their own files, which need no Node.
 *
 * The signer is read, not verified: the certificate is the one the signature names, and
 * `apksigner verify` is what proves the signature matches the contents.
 */
import { createHash, X509Certificate } from "crypto"
import { statSync } from "fs"
import { open, type FileHandle } from "fs/promises"
import { ApkError, notAnApk } from "./apk-error"
import { readManifest } from "./manifest"
import { signerCertificate } from "./pkcs7"
import { firstCertificate, readSigningBlock, V2_BLOCK_ID, V3_BLOCK_ID } from "./signing-block"
import { readCentralDirectory, readEntry, type CentralDirectory } from "./zip"

export { ApkError, type ApkProblem } from "./apk-error"
export { androidVersion } from "../../shared/android-version"
export { formatSize } from "../../shared/format-size"

export interface ApkSigner {
  /** "v3", "v2" from the APK Signing Block, or "v1" from META-INF/*.RSA|DSA|EC (JAR signing) */
  scheme: "v3" | "v2" | "v1"
  /** SHA-256 of the signing certificate's DER bytes, lower-case hex without separators (64 chars) */
  certificateSha256: string
  /** The certificate's subject, as Node's X509Certificate prints it (e.g. "C=US\nO=Android\nCN=Android Debug") */
  subject: string
  /** Signed with Android's debug certificate (subject CN=Android Debug) */
  isDebug: boolean
}

export interface ApkFacts {
  packageName: string
  versionName: string
  versionCode: number
  /** minSdkVersion (1 when the manifest has none, as Android assumes) */
  minSdk: number
  targetSdk: number | null
  sizeBytes: number
  /** SHA-256 of the whole file, lower-case hex (64 chars) — what `sha256sum` prints */
  sha256: string
  /** null when the APK is not signed */
  signer: ApkSigner | null
}

/** The subject of the certificate the Android SDK makes for debug builds (~/.android/debug.keystore). */
const DEBUG_COMMON_NAME = "CN=Android Debug"
const JAR_SIGNATURE = /^META-INF\/[^/]+\.(RSA|DSA|EC)$/i
const CHUNK = 1 << 20

async function sha256Of(file: FileHandle): Promise<string> {
  const hash = createHash("sha256")
  const buffer = Buffer.alloc(CHUNK)
  for (let position = 0; ; ) {
    const { bytesRead } = await file.read(buffer, 0, CHUNK, position)
    if (bytesRead === 0) return hash.digest("hex")
    hash.update(buffer.subarray(0, bytesRead))
    position += bytesRead
  }
}

function describeSigner(scheme: ApkSigner["scheme"], der: Buffer): ApkSigner {
  let certificate: X509Certificate
  try {
    certificate = new X509Certificate(der)
  } catch {
    throw notAnApk(`its ${scheme} signature holds a damaged certificate`)
  }
  return {
    scheme,
    certificateSha256: createHash("sha256").update(der).digest("hex"),
    subject: certificate.subject,
    isDebug: certificate.subject.split("\n").includes(DEBUG_COMMON_NAME),
  }
}

/** v3 first (what Android 9+ checks), then v2, then the JAR signature older Androids check. */
async function readSigner(file: FileHandle, directory: CentralDirectory): Promise<ApkSigner | null> {
  const block = await readSigningBlock(file, directory.offset)
  for (const [scheme, id] of [["v3", V3_BLOCK_ID], ["v2", V2_BLOCK_ID]] as const) {
    const value = block?.get(id)
    if (value) return describeSigner(scheme, firstCertificate(value))
  }
  const jarSignature = directory.entries.find((entry) => JAR_SIGNATURE.test(entry.name))
  if (!jarSignature) return null
  return describeSigner("v1", signerCertificate(await readEntry(file, jarSignature), jarSignature.name))
}

/** Reads an APK file; rejects with ApkError("unreadable") when the file cannot be read, ApkError("not-an-apk") when it is not a valid APK (not a zip, truncated, no AndroidManifest.xml, a manifest that cannot be parsed). */
export async function readApk(file: string): Promise<ApkFacts> {
  let handle: FileHandle
  try {
    handle = await open(file, "r")
  } catch (error) {
    throw new ApkError("unreadable", (error as Error).message, { cause: error })
  }
  try {
    const sizeBytes = (await handle.stat()).size
    const sha256 = await sha256Of(handle)
    const directory = await readCentralDirectory(handle, sizeBytes)
    if (!directory.entries.some((entry) => entry.name === "AndroidManifest.xml")) throw notAnApk("it has no AndroidManifest.xml")
    const signer = await readSigner(handle, directory)
    const manifest = await readManifest(file)
    return { ...manifest, sizeBytes, sha256, signer }
  } catch (error) {
    // What is not a finding about the contents is a failure to read (a folder, a disk error).
    if (error instanceof ApkError) throw error
    throw new ApkError("unreadable", (error as Error).message, { cause: error })
  } finally {
    await handle.close()
  }
}

const readings = new Map<string, Promise<ApkFacts>>()

/**
 * readApk once per version of a file: the build checks each package (src/build-time/checks) and
 * then shows its facts (src/build-time/data-layer/app-facts.ts), and a multi-megabyte APK is hashed
 * once for both. Keyed by size and time, so `gatsby develop` reads a package copied over the
 * old one again.
 */
export function readApkOnce(file: string): Promise<ApkFacts> {
  let key: string
  try {
    const { size, mtimeMs } = statSync(file)
    key = `${file} ${size} ${mtimeMs}`
  } catch {
    return readApk(file) // rejects with the reason ("unreadable")
  }
  if (!readings.has(key)) readings.set(key, readApk(file))
  return readings.get(key) as Promise<ApkFacts>
}
