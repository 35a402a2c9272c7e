/**
 * Sends one e-mail through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
 * Plain fetch: the API is one POST, and Resend's SDK would add a dependency for no more.
 */
export const RESEND_API_URL = "https://api.resend.com/emails"

export interface OutgoingEmail {
  from: string
  to: string
  replyTo: string
  subject: string
  text: string
}

/**
 * How a send ended. "refused", "failed" and "unreachable": Resend did not send it. "uncertain":
 * it may have (the answer did not come in time, the connection broke after the request went,
 * or the same message is still being sent by an earlier request); a retry with the same
 * idempotency key is safe and tells.
 */
export type ProviderResult =
  | { ok: true }
  | { ok: false; reason: "refused" | "failed" | "unreachable" | "uncertain"; status?: number; detail?: string }

/** Errors raised before a request could leave: nothing reached Resend. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"])

export async function sendWithResend(
  email: OutgoingEmail,
  {
    apiKey,
    url,
    timeoutMs,
    idempotencyKey,
    fetchImpl = fetch,
  }: { apiKey: string; url: string; timeoutMs: number; idempotencyKey: string; fetchImpl?: typeof fetch }
): Promise<ProviderResult> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: "POST",
      // Resend sends a request whose key it has seen in the last 24 hours with the same payload
      // only once, and answers it as it answered the first (https://resend.com/docs/dashboard/emails/idempotency-keys).
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify({ from: email.from, to: [email.to], reply_to: email.replyTo, subject: email.subject, text: email.text }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const code = ((error as { cause?: { code?: string } }).cause ?? {}).code
    if (code && NOT_SENT_CODES.has(code)) return { ok: false, reason: "unreachable", detail: code }
    const name = (error as { name?: string }).name
    return { ok: false, reason: "uncertain", detail: name === "TimeoutError" || name === "AbortError" ? "no answer in time" : code ?? name }
  }
  // Read to release the connection; only a 409's says which conflict it is.
  const body = await response.text().catch(() => "")
  if (response.ok) return { ok: true }
  // The same key while its first request is still being sent: that one may yet go out.
  if (response.status === 409 && body.includes("concurrent_idempotent_requests")) {
    return { ok: false, reason: "uncertain", status: 409, detail: "still being sent" }
  }
  return { ok: false, reason: response.status < 500 ? "refused" : "failed", status: response.status }
}
