#!/usr/bin/env bash
# Makes the two sample Android packages offered on /downloads, and the APK fixtures of the
# unit tests (__tests__/unit/build-time/apk/read-apk.test.ts), from the manifest templates beside this script.
#
# Needs Debian's Android build tools and a Java runtime (for keytool):
#   sudo apt-get install aapt zipalign apksigner android-framework-res default-jre-headless
# (android-framework-res holds framework-res.apk, the Android resources aapt links against.)
#
# Writes:
#   static/downloads/pesatrack.apk, static/downloads/fundiconnect.apk
#       minimal APKs: a manifest and the app's name, no code (android:hasCode="false"), aligned
#       and signed with APK Signature Schemes v1, v2 and v3 by the throwaway sample key
#   __tests__/fixtures/apk/
#       v1-only.apk       signed with v1 (JAR signing) only
#       v2-v3.apk         signed with v2 and v3, no v1
#       unsigned.apk      aligned, not signed
#       debug-signed.apk  signed (v1, v2, v3) with a certificate whose subject is Android's
#                         debug one, CN=Android Debug,O=Android,C=US
#       release-signed.apk
#                         signed (v1, v2, v3) with a third key, neither the sample key nor a
#                         debug one: it stands for an owner's own release build
#       truncated.apk     the first half of v2-v3.apk
#       not-an-apk.zip    a valid zip without AndroidManifest.xml
#       text-manifest.apk a zip whose AndroidManifest.xml is plain text, not Android's binary XML
# then prints each file's SHA-256 and the certificates' SHA-256 fingerprints, the values the
# unit tests expect, and checks that the sample key's is the one src/sample-apps/sample-key.ts
# holds (the content check warns about packages signed with it).
#
# THE KEYS BESIDE THIS SCRIPT ARE THROWAWAY SAMPLES, NEVER REAL ONES. throwaway-sample-key.p12
# (the sample apps and fixtures), throwaway-debug-key.p12 (the debug fixture) and
# throwaway-release-stand-in.p12 (the release-signed fixture) are committed
# with their passwords written below, so that running this again gives the same certificates
# and the same bytes; anyone can sign with them. Sign a real app with your own release key,
# kept out of the repository. Delete a .p12 to make a new key (its fingerprint changes).
#
# Usage: bash src/sample-apps/make-sample-apks.sh   (from any folder)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
DOWNLOADS="$ROOT/static/downloads"
FIXTURES="$ROOT/__tests__/fixtures/apk"
FRAMEWORK_RES=/usr/share/android-framework-res/framework-res.apk

SAMPLE_KEY="$HERE/throwaway-sample-key.p12"
SAMPLE_KEY_ALIAS=sample
SAMPLE_KEY_PASS=throwaway-sample-password
SAMPLE_KEY_SUBJECT="CN=Throwaway sample key (not for release),O=Brian Kamau portfolio sample apps,C=KE"
DEBUG_KEY="$HERE/throwaway-debug-key.p12"
# The alias and password of the debug keystore Android's SDK makes (~/.android/debug.keystore).
DEBUG_KEY_ALIAS=androiddebugkey
DEBUG_KEY_PASS=android
DEBUG_KEY_SUBJECT="CN=Android Debug,O=Android,C=US"
STAND_IN_KEY="$HERE/throwaway-release-stand-in.p12"
STAND_IN_KEY_ALIAS=release
STAND_IN_KEY_PASS=throwaway-stand-in-password
STAND_IN_KEY_SUBJECT="CN=Throwaway stand-in for a release key (not for release),O=Brian Kamau portfolio test fixtures,C=KE"

for tool in aapt zipalign apksigner keytool; do
  command -v "$tool" >/dev/null || {
    echo "make-sample-apks: $tool is missing. Install: sudo apt-get install aapt zipalign apksigner android-framework-res default-jre-headless" >&2
    exit 1
  }
done
[[ -f "$FRAMEWORK_RES" ]] || {
  echo "make-sample-apks: $FRAMEWORK_RES is missing. Install: sudo apt-get install android-framework-res" >&2
  exit 1
}

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# make_key FILE ALIAS PASSWORD SUBJECT: a new RSA key, only when FILE does not exist yet.
make_key() {
  [[ -f "$1" ]] && return
  echo "Making a new throwaway key: $1"
  keytool -genkeypair -keystore "$1" -storetype PKCS12 -storepass "$3" -alias "$2" \
    -keyalg RSA -keysize 2048 -validity 10950 -dname "$4" >/dev/null
}

# build_unsigned OUT PACKAGE VERSION_CODE VERSION_NAME MIN_SDK TARGET_SDK LABEL:
# an aligned, unsigned APK. aapt stamps every entry 1980-01-01, so the bytes only depend on the input.
build_unsigned() {
  local out=$1 src="$WORK/src-$(basename "$1")"
  mkdir -p "$src/res/values"
  sed -e "s/@PACKAGE@/$2/" -e "s/@VERSION_CODE@/$3/" -e "s/@VERSION_NAME@/$4/" \
    -e "s/@MIN_SDK@/$5/" -e "s/@TARGET_SDK@/$6/" "$HERE/AndroidManifest.template.xml" >"$src/AndroidManifest.xml"
  sed -e "s/@LABEL@/$7/" "$HERE/strings.template.xml" >"$src/res/values/strings.xml"
  aapt package -f -M "$src/AndroidManifest.xml" -S "$src/res" -I "$FRAMEWORK_RES" -F "$src/packed.apk"
  zipalign -f -p 4 "$src/packed.apk" "$out"
}

# sign IN OUT KEY ALIAS PASSWORD V1 V2 V3 (each scheme true or false). v4 is a separate
# .idsig file for streamed installs, which a download page does not offer.
sign() {
  apksigner sign --ks "$3" --ks-key-alias "$4" --ks-pass "pass:$5" \
    --v1-signing-enabled "$6" --v2-signing-enabled "$7" --v3-signing-enabled "$8" --v4-signing-enabled false \
    --out "$2" "$1"
}

make_key "$SAMPLE_KEY" "$SAMPLE_KEY_ALIAS" "$SAMPLE_KEY_PASS" "$SAMPLE_KEY_SUBJECT"
make_key "$DEBUG_KEY" "$DEBUG_KEY_ALIAS" "$DEBUG_KEY_PASS" "$DEBUG_KEY_SUBJECT"
make_key "$STAND_IN_KEY" "$STAND_IN_KEY_ALIAS" "$STAND_IN_KEY_PASS" "$STAND_IN_KEY_SUBJECT"
sign_sample() { sign "$1" "$2" "$SAMPLE_KEY" "$SAMPLE_KEY_ALIAS" "$SAMPLE_KEY_PASS" "$3" "$4" "$5"; }

# The sample apps: file, package, versionCode, versionName, minSdk (26 = Android 8.0, 24 = 7.0), targetSdk, name.
mkdir -p "$DOWNLOADS" "$FIXTURES"
build_unsigned "$WORK/pesatrack.apk" ke.briankamau.pesatrack 10402 1.4.2 26 34 PesaTrack
build_unsigned "$WORK/fundiconnect.apk" ke.briankamau.fundiconnect 20100 2.1.0 24 34 FundiConnect
for app in pesatrack fundiconnect; do
  sign_sample "$WORK/$app.apk" "$DOWNLOADS/$app.apk" true true true
  apksigner verify "$DOWNLOADS/$app.apk"
done

# The fixtures share one small app. minSdk 24 lets v2-v3.apk go without v1 (Android 7.0 reads v2);
# targetSdk 29 lets v1-only.apk go without v2 (targeting 30 or more requires v2).
build_unsigned "$FIXTURES/unsigned.apk" com.example.fixture 1 1.0 24 29 Fixture
sign_sample "$FIXTURES/unsigned.apk" "$FIXTURES/v1-only.apk" true false false
sign_sample "$FIXTURES/unsigned.apk" "$FIXTURES/v2-v3.apk" false true true
sign "$FIXTURES/unsigned.apk" "$FIXTURES/debug-signed.apk" "$DEBUG_KEY" "$DEBUG_KEY_ALIAS" "$DEBUG_KEY_PASS" true true true
sign "$FIXTURES/unsigned.apk" "$FIXTURES/release-signed.apk" "$STAND_IN_KEY" "$STAND_IN_KEY_ALIAS" "$STAND_IN_KEY_PASS" true true true
size=$(stat -c %s "$FIXTURES/v2-v3.apk")
head -c $((size / 2)) "$FIXTURES/v2-v3.apk" >"$FIXTURES/truncated.apk"
mkdir -p "$WORK/not-an-apk"
echo "A zip archive without AndroidManifest.xml: not an Android package." >"$WORK/not-an-apk/readme.txt"
rm -f "$FIXTURES/not-an-apk.zip"
# aapt's "add" writes a plain zip, with the same fixed 1980 timestamps as its packages.
(cd "$WORK/not-an-apk" && aapt add "$FIXTURES/not-an-apk.zip" readme.txt >/dev/null)
mkdir -p "$WORK/text-manifest"
sed -e "s/@PACKAGE@/com.example.fixture/" "$HERE/AndroidManifest.template.xml" >"$WORK/text-manifest/AndroidManifest.xml"
rm -f "$FIXTURES/text-manifest.apk"
(cd "$WORK/text-manifest" && aapt add "$FIXTURES/text-manifest.apk" AndroidManifest.xml >/dev/null)

echo
echo "SHA-256 of each file (sha256sum):"
(cd "$ROOT" && sha256sum static/downloads/pesatrack.apk static/downloads/fundiconnect.apk __tests__/fixtures/apk/*)
echo
for apk in "$DOWNLOADS/pesatrack.apk" "$FIXTURES/v1-only.apk" "$FIXTURES/debug-signed.apk" "$FIXTURES/release-signed.apk"; do
  echo "Signing certificate of ${apk#"$ROOT/"}:"
  apksigner verify --print-certs "$apk" | grep -E "certificate (DN|SHA-256)"
done

sample_sha256=$(apksigner verify --print-certs "$DOWNLOADS/pesatrack.apk" | sed -n 's/^Signer #1 certificate SHA-256 digest: //p')
if ! grep -q "\"$sample_sha256\"" "$HERE/sample-key.ts"; then
  echo "make-sample-apks: the sample key's fingerprint is now $sample_sha256: write it in src/sample-apps/sample-key.ts." >&2
  exit 1
fi
