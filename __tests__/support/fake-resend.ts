/**
 * A stand-in for Resend's e-mail API on 127.0.0.1, for the unit tests of /api/contact and the
 * browser tests of the "email" variant (whose function is pointed at it with
 * CONTACT_PROVIDER_URL). It records each e-mail and answers as `reply` says.
 */
import http from "http"
import type { AddressInfo } from "net"

export interface ReceivedEmail {
  headers: http.IncomingHttpHeaders
  body: { from: string; to: string[]; reply_to: string; subject: string; text: string }
}

export interface FakeResend {
  /** e.g. http://127.0.0.1:41234/emails */
  url: string
  received: ReceivedEmail[]
  /** How the next requests are answered; by default 200 with an id, as Resend does. */
  reply: (res: http.ServerResponse) => void
  reset(): void
  close(): Promise<void>
}

export function acceptEmail(res: http.ServerResponse): void {
  res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"49a3999c"}')
}

export async function startFakeResend(): Promise<FakeResend> {
  const server = http.createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      fake.received.push({ headers: req.headers, body: JSON.parse(body) })
      fake.reply(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const fake: FakeResend = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    received: [],
    reply: acceptEmail,
    reset() {
      fake.received.length = 0
      fake.reply = acceptEmail
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return fake
}
