/**
 * The signing certificate of throwaway-sample-key.p12, the key committed beside
 * make-sample-apks.sh that signs the sample apps (static/downloads/) and most APK fixtures:
 * its SHA-256 fingerprint, lower-case hex as ApkSigner.certificateSha256 gives it.
 *
 * The content check warns about any package signed with it (anyone can sign with a committed
 * key), and __tests__/unit/build-time/apk/read-apk.test.ts checks that the sample apps carry exactly this
 * certificate. make-sample-apks.sh prints the fingerprint and compares it with this line: if
 * you make a new sample key, write its fingerprint here.
 */
export const SAMPLE_KEY_CERT_SHA256 = "7e1d08c0f0e8464bc8bda675430c357c8e59e5827f1c1a4e0abae15adb9139a2"
