/**
 * The signer's certificate in a JAR signature (v1: META-INF/*.RSA, *.DSA, *.EC), a PKCS#7
 * SignedData (RFC 2315, RFC 5652):
 *
 *   ContentInfo ::= SEQUENCE { contentType OID (signedData), [0] EXPLICIT SignedData }
 *   SignedData  ::= SEQUENCE { version, digestAlgorithms SET, contentInfo,
 *                              [0] IMPLICIT certificates OPTIONAL, [1] crls OPTIONAL, signerInfos SET }
 *   SignerInfo  ::= SEQUENCE { version, issuerAndSerialNumber SEQUENCE { issuer, serial }, ... }
 *
 * A small DER walker is enough: only tags and lengths are read. Indefinite lengths (BER, which
 * some older signing tools wrote) are accepted around the certificates.
 */
import { notAnApk } from "./apk-error"

const SEQUENCE = 0x30
const SET = 0x31
const OBJECT_IDENTIFIER = 0x06
const CONTEXT_0 = 0xa0
const SIGNED_DATA_OID = Buffer.from("2a864886f70d010702", "hex") // 1.2.840.113549.1.7.2

interface Element {
  tag: number
  /** Where the element starts (its tag) and ends, and where its content lies. */
  start: number
  contentStart: number
  contentEnd: number
  end: number
}

const damaged = (name: string) => notAnApk(`its signature file ${name} is damaged`)

function readElement(der: Buffer, at: number, name: string): Element {
  if (at + 2 > der.length) throw damaged(name)
  const tag = der[at]
  if ((tag & 0x1f) === 0x1f) throw damaged(name) // multi-byte tags do not occur in PKCS#7
  const first = der[at + 1]
  if (first === 0x80) {
    if ((tag & 0x20) === 0) throw damaged(name) // only constructed elements may have an indefinite length
    let child = at + 2
    while (!(der[child] === 0 && der[child + 1] === 0)) child = readElement(der, child, name).end
    return { tag, start: at, contentStart: at + 2, contentEnd: child, end: child + 2 }
  }
  let length = first
  let contentStart = at + 2
  if (first > 0x80) {
    const bytes = first & 0x7f
    if (bytes > 4 || at + 2 + bytes > der.length) throw damaged(name)
    length = der.readUIntBE(at + 2, bytes)
    contentStart += bytes
  }
  const end = contentStart + length
  if (end > der.length) throw damaged(name)
  return { tag, start: at, contentStart, contentEnd: end, end }
}

function children(der: Buffer, parent: Element, name: string): Element[] {
  const found: Element[] = []
  for (let at = parent.contentStart; at < parent.contentEnd; ) {
    const child = readElement(der, at, name)
    found.push(child)
    at = child.end
  }
  return found
}

const bytesOf = (der: Buffer, element: Element) => der.subarray(element.start, element.end)

/** A certificate's issuer and serial number, as SignerInfo's issuerAndSerialNumber names it. */
function issuerAndSerial(der: Buffer, certificate: Element, name: string): Buffer {
  const tbs = children(der, certificate, name)[0]
  const fields = tbs ? children(der, tbs, name) : []
  const first = fields[0]?.tag === CONTEXT_0 ? 1 : 0 // [0] version is optional
  const serial = fields[first]
  const issuer = fields[first + 2]
  if (!serial || !issuer) throw damaged(name)
  return Buffer.concat([bytesOf(der, issuer), bytesOf(der, serial)])
}

/** The DER bytes of the certificate that signed this SignedData (by default its first one). */
export function signerCertificate(der: Buffer, name: string): Buffer {
  const contentInfo = readElement(der, 0, name)
  const [contentType, explicit] = contentInfo.tag === SEQUENCE ? children(der, contentInfo, name) : []
  if (contentType?.tag !== OBJECT_IDENTIFIER || !der.subarray(contentType.contentStart, contentType.contentEnd).equals(SIGNED_DATA_OID)) {
    throw damaged(name)
  }
  const signedData = explicit?.tag === CONTEXT_0 ? children(der, explicit, name)[0] : undefined
  if (signedData?.tag !== SEQUENCE) throw damaged(name)
  const fields = children(der, signedData, name)
  const certificateSet = fields.find((field) => field.tag === CONTEXT_0)
  const certificates = certificateSet ? children(der, certificateSet, name).filter((element) => element.tag === SEQUENCE) : []
  if (certificates.length === 0) throw notAnApk(`its signature file ${name} holds no certificate`)

  // The signer names its certificate by issuer and serial number (a v3 SignerInfo names it by
  // key identifier instead: then the first certificate, as signing tools put the signer's first).
  const signerInfos = fields.at(-1)
  const signerInfo = signerInfos?.tag === SET ? children(der, signerInfos, name)[0] : undefined
  const reference = signerInfo ? children(der, signerInfo, name)[1] : undefined
  if (reference?.tag === SEQUENCE) {
    const [issuer, serial] = children(der, reference, name)
    const wanted = issuer && serial ? Buffer.concat([bytesOf(der, issuer), bytesOf(der, serial)]) : undefined
    const match = wanted && certificates.find((certificate) => issuerAndSerial(der, certificate, name).equals(wanted))
    if (match) return Buffer.from(bytesOf(der, match))
  }
  return Buffer.from(bytesOf(der, certificates[0]))
}
