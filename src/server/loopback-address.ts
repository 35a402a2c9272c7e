/**
 * A stand-in's address on this computer, which a test gives a function in its environment
 * (a fake Resend, a fake GitHub); never another host's, so that no setting can send what a
 * function sends anywhere but where it should.
 */
export function loopbackAddress(value: string | undefined): URL | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) ? url : undefined
  } catch {
    return undefined
  }
}
