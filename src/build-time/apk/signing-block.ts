/**
 * The signing certificate of APK Signature Scheme v3 or v2, from the APK Signing Block: the
 * block Android 7.0+ reads, placed just before the ZIP central directory
 * (https://source.android.com/docs/security/features/apksigning/v2#apk-signing-block).
 *
 *   block:   uint64 size | ID-value pairs | uint64 size | "APK Sig Block 42"
 *   pair:    uint64 length | uint32 ID | value
 *   v2, v3:  signers → first signer → signed data → (digests) → certificates → first certificate,
 *            each a sequence prefixed by its uint32 length
 *
 * All integers are little-endian.
 */
import type { FileHandle } from "fs/promises"
import { notAnApk } from "./apk-error"
import { readAt } from "./zip"

const MAGIC = Buffer.from("APK Sig Block 42", "latin1")
/** The size field and the magic that end the block. */
const FOOTER_SIZE = 24
export const V2_BLOCK_ID = 0x7109871a
export const V3_BLOCK_ID = 0xf05368c0

const damaged = () => notAnApk("its APK Signing Block is damaged")

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged()
  return Number(value)
}

/** The ID-value pairs of the APK Signing Block, or undefined when the APK has none. */
export async function readSigningBlock(file: FileHandle, centralDirectoryOffset: number): Promise<Map<number, Buffer> | undefined> {
  if (centralDirectoryOffset < FOOTER_SIZE + 8) return undefined
  const footer = await readAt(file, centralDirectoryOffset - FOOTER_SIZE, FOOTER_SIZE)
  if (!footer.subarray(8).equals(MAGIC)) return undefined
  // The size counts everything but the leading size field itself.
  const size = safeNumber(footer.readBigUInt64LE(0))
  const start = centralDirectoryOffset - size - 8
  if (size < FOOTER_SIZE || start < 0) throw damaged()
  const block = await readAt(file, start, size + 8)
  if (safeNumber(block.readBigUInt64LE(0)) !== size) throw damaged()

  const pairs = new Map<number, Buffer>()
  const end = block.length - FOOTER_SIZE
  let at = 8
  while (at < end) {
    if (at + 12 > end) throw damaged()
    const length = safeNumber(block.readBigUInt64LE(at))
    if (length < 4 || at + 8 + length > end) throw damaged()
    pairs.set(block.readUInt32LE(at + 8), block.subarray(at + 12, at + 8 + length))
    at += 8 + length
  }
  return pairs
}

/** Reads the uint32-length-prefixed item at `at`. */
function lengthPrefixed(buffer: Buffer, at: number): { value: Buffer; next: number } {
  if (at + 4 > buffer.length) throw damaged()
  const length = buffer.readUInt32LE(at)
  if (at + 4 + length > buffer.length) throw damaged()
  return { value: buffer.subarray(at + 4, at + 4 + length), next: at + 4 + length }
}

/**
 * The DER bytes of the first certificate of the first signer of a v2 or v3 block: both begin
 * each signer with its signed data, and the signed data with its digests, then certificates.
 */
export function firstCertificate(schemeBlock: Buffer): Buffer {
  const signers = lengthPrefixed(schemeBlock, 0).value
  const signer = lengthPrefixed(signers, 0).value
  const signedData = lengthPrefixed(signer, 0).value
  const digests = lengthPrefixed(signedData, 0)
  const certificates = lengthPrefixed(signedData, digests.next).value
  const certificate = lengthPrefixed(certificates, 0).value
  if (certificate.length === 0) throw damaged()
  return certificate
}
