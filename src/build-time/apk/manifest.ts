/**
 * The facts of AndroidManifest.xml. The manifest is binary XML (Android's compiled format);
 * @devicefarmer/adbkit-apkreader parses it (it opens the ZIP itself, reading only the central
 * directory and the manifest).
 */
import ApkReader, { type Manifest } from "@devicefarmer/adbkit-apkreader"
import { notAnApk } from "./apk-error"

export interface ManifestFacts {
  packageName: string
  versionName: string
  versionCode: number
  minSdk: number
  targetSdk: number | null
}

/** An integer attribute; a text holding one (as older tools wrote) counts too. */
function integer(value: unknown): number | undefined {
  const number = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof number === "number" && Number.isInteger(number) ? number : undefined
}

export async function readManifest(file: string): Promise<ManifestFacts> {
  let manifest: Manifest
  try {
    manifest = await (await ApkReader.open(file)).readManifest()
  } catch (error) {
    const missing = /does not contain 'AndroidManifest\.xml'/.test((error as Error).message)
    throw notAnApk(missing ? "it has no AndroidManifest.xml" : "its AndroidManifest.xml cannot be read")
  }
  if (typeof manifest.package !== "string" || manifest.package === "") {
    throw notAnApk("its AndroidManifest.xml names no package")
  }
  return {
    packageName: manifest.package,
    versionName: manifest.versionName == null ? "" : String(manifest.versionName),
    // Android reads a missing versionCode as 0 and a missing minSdkVersion as 1.
    versionCode: integer(manifest.versionCode) ?? 0,
    minSdk: integer(manifest.usesSdk?.minSdkVersion) ?? 1,
    targetSdk: integer(manifest.usesSdk?.targetSdkVersion) ?? null,
  }
}
