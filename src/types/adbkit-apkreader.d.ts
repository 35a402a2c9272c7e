/** The part of @devicefarmer/adbkit-apkreader (which ships no types) that src/build-time/apk/manifest.ts uses. */
declare module "@devicefarmer/adbkit-apkreader" {
  /** Attribute values as the binary XML holds them: numbers for integers, strings for texts. */
  type ManifestValue = string | number | boolean | null | undefined

  export interface Manifest {
    package?: ManifestValue
    versionCode?: ManifestValue
    versionName?: ManifestValue
    usesSdk?: { minSdkVersion?: ManifestValue; targetSdkVersion?: ManifestValue; maxSdkVersion?: ManifestValue } | null
  }

  export default class ApkReader {
    /** Opens the APK lazily: reading is when errors appear. */
    static open(file: string | Buffer): Promise<ApkReader>
    readManifest(): Promise<Manifest>
  }
}
