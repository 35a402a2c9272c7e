/**
 * The little of the ZIP format an APK reader needs: the End of Central Directory record, the
 * central directory (the list of entries) and one entry's bytes. Reads only those parts of
 * the file, never the whole of it.
 *
 * An APK is never Zip64 (Android refuses them), so Zip64 records are not read.
 */
import type { FileHandle } from "fs/promises"
import { inflateRawSync } from "zlib"
import { notAnApk } from "./apk-error"

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50
const LOCAL_HEADER_SIGNATURE = 0x04034b50
const EOCD_SIZE = 22
const MAX_COMMENT = 0xffff
const STORED = 0
const DEFLATED = 8

export interface CentralDirectory {
  /** Where the central directory starts: the APK Signing Block, when there is one, ends here. */
  offset: number
  size: number
  entries: ZipEntry[]
}

export interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

/** Reads exactly `length` bytes at `position`; a short read means the file ends too soon. */
export async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await file.read(buffer, 0, length, position)
  if (bytesRead < length) throw notAnApk("it ends in the middle of its contents (the file is cut off)")
  return buffer
}

/** The EOCD record is the last 22 bytes plus a comment of up to 64 KiB: look for it from the end. */
async function findEndOfCentralDirectory(file: FileHandle, fileSize: number): Promise<{ at: number; record: Buffer }> {
  const tailLength = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT)
  const tail = await readAt(file, fileSize - tailLength, tailLength)
  for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
    // The comment length must reach exactly to the end of the file, or these bytes only look like a record.
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_SIZE + tail.readUInt16LE(at + 20) === tail.length) {
      return { at: fileSize - tailLength + at, record: tail.subarray(at, at + EOCD_SIZE) }
    }
  }
  throw notAnApk("it is not a ZIP archive, or it is cut off (its end record is missing)")
}

export async function readCentralDirectory(file: FileHandle, fileSize: number): Promise<CentralDirectory> {
  const { at: eocdAt, record } = await findEndOfCentralDirectory(file, fileSize)
  const count = record.readUInt16LE(10)
  const size = record.readUInt32LE(12)
  const offset = record.readUInt32LE(16)
  if (offset + size > eocdAt) throw notAnApk("its list of contents points outside the file (the file is cut off or damaged)")
  const directory = await readAt(file, offset, size)
  const entries: ZipEntry[] = []
  let at = 0
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) {
      throw notAnApk("its list of contents is damaged")
    }
    const nameLength = directory.readUInt16LE(at + 28)
    const extraLength = directory.readUInt16LE(at + 30)
    const commentLength = directory.readUInt16LE(at + 32)
    entries.push({
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      name: directory.toString("utf8", at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return { offset, size, entries }
}

/** One entry's uncompressed bytes. */
export async function readEntry(file: FileHandle, entry: ZipEntry): Promise<Buffer> {
  const header = await readAt(file, entry.localHeaderOffset, 30)
  if (header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) throw notAnApk(`its entry ${entry.name} is damaged`)
  const dataAt = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28)
  const data = await readAt(file, dataAt, entry.compressedSize)
  if (entry.method === STORED) return data
  if (entry.method !== DEFLATED) throw notAnApk(`its entry ${entry.name} is compressed in a way Android does not read`)
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) })
  } catch {
    throw notAnApk(`its entry ${entry.name} is damaged`)
  }
}
