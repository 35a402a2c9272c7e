/**
 * A stand-in for Resend's e-mail API on 127.0.0.1, for the unit tests of /api/contact, the
 * browser tests of the "email" variant (whose function is pointed at it with
 * CONTACT_PROVIDER_URL) and the load test. It records every request, answers as `reply`
 * says, and honours the Idempotency-Key header as Resend documents it
 * (https://resend.com/docs/dashboard/emails/idempotency-keys):
 * - a key already sent within 24 hours, with the same payload: the first answer again, and no
 *   second e-mail;
 * - the same key with another payload: 409 invalid_idempotent_request;
 * - the same key while its first request is still being answered: 409 concurrent_idempotent_requests;
 * - a key whose request was not sent (an error answer) is free again.
 * An e-mail is sent (added to `delivered`) as the request arrives, when its answer is to be a
 * success, however late that answer comes: as with Resend, a slow answer is no unsent e-mail.
 */
import http from "http"
import type { AddressInfo } from "net"

export interface EmailPayload {
  from: string
  to: string[]
  reply_to: string
  subject: string
  text: string
}

export interface ReceivedEmail {
  headers: http.IncomingHttpHeaders
  body: EmailPayload
}

/** How one request is answered. */
export interface FakeReply {
  status: number
  /** JSON; by default an id for a success, a message for an error. */
  body?: string
  /** Milliseconds before the answer (the e-mail, if any, is sent at once). */
  delayMs?: number
  /** Close the connection instead of answering, after the e-mail (if status is a success) was sent. */
  hangUp?: boolean
}

export interface FakeResend {
  /** e.g. http://127.0.0.1:41234/emails */
  url: string
  /** Every request, as it arrived. */
  received: ReceivedEmail[]
  /** The e-mails sent: once per idempotency key within 24 hours. */
  delivered: ReceivedEmail[]
  /** How the next requests are answered (`count`: this request's number, from 1); by default 200 with an id. */
  reply: (email: ReceivedEmail, count: number) => FakeReply
  /** The fake's clock, for the 24 hours a key is kept. */
  now: () => number
  reset(): void
  close(): Promise<void>
}

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

export const accept = (): FakeReply => ({ status: 200 })
export const fail = (status = 500): FakeReply => ({ status })
export const slow = (delayMs: number): FakeReply => ({ status: 200, delayMs })

interface KeyRecord {
  payload: string
  /** The answer, once given; undefined while the first request is still being answered. */
  answer?: { status: number; body: string }
  sentAt: number
}

export async function startFakeResend(): Promise<FakeResend> {
  const keys = new Map<string, KeyRecord>()
  let count = 0

  const server = http.createServer((req, res) => {
    let raw = ""
    req.on("data", (chunk) => (raw += chunk))
    req.on("end", () => {
      const email: ReceivedEmail = { headers: req.headers, body: JSON.parse(raw) as EmailPayload }
      fake.received.push(email)
      const send = (status: number, body: string) => res.writeHead(status, { "Content-Type": "application/json" }).end(body)
      const key = req.headers["idempotency-key"] as string | undefined
      const known = key === undefined ? undefined : keys.get(key)
      if (known && fake.now() - known.sentAt >= IDEMPOTENCY_WINDOW_MS) keys.delete(key as string)
      const record = key === undefined ? undefined : keys.get(key)
      if (record) {
        if (record.payload !== raw) return send(409, '{"name":"invalid_idempotent_request","message":"This idempotency key has been used on a request that had a different payload."}')
        if (!record.answer) return send(409, '{"name":"concurrent_idempotent_requests","message":"Same idempotency key used while original request is still in progress."}')
        return send(record.answer.status, record.answer.body)
      }
      const reply = fake.reply(email, ++count)
      const ok = reply.status >= 200 && reply.status < 300
      const body = reply.body ?? (ok ? `{"id":"email-${count}"}` : `{"name":"application_error","message":"HTTP ${reply.status}"}`)
      const own: KeyRecord = { payload: raw, sentAt: fake.now() }
      if (ok) {
        fake.delivered.push(email)
        if (key !== undefined) keys.set(key, own)
      }
      const answer = () => {
        if (ok) own.answer = { status: reply.status, body }
        if (reply.hangUp) return void req.socket.destroy()
        send(reply.status, body)
      }
      if (reply.delayMs) setTimeout(answer, reply.delayMs)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const fake: FakeResend = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    received: [],
    delivered: [],
    reply: accept,
    now: Date.now,
    reset() {
      fake.received.length = 0
      fake.delivered.length = 0
      fake.reply = accept
      fake.now = Date.now
      keys.clear()
      count = 0
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return fake
}
