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

export type ProviderResult = { ok: true } | { ok: false; reason: "refused" | "failed" | "unreachable" | "timeout"; status?: number }

export async function sendWithResend(
  email: OutgoingEmail,
  { apiKey, url, timeoutMs, fetchImpl = fetch }: { apiKey: string; url: string; timeoutMs: number; fetchImpl?: typeof fetch }
): Promise<ProviderResult> {
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: email.from, to: [email.to], reply_to: email.replyTo, subject: email.subject, text: email.text }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    // The body is read so the connection is released; its content is not needed.
    await response.text().catch(() => "")
    if (response.ok) return { ok: true }
    return { ok: false, reason: response.status < 500 ? "refused" : "failed", status: response.status }
  } catch (error) {
    const name = (error as { name?: string }).name
    return { ok: false, reason: name === "TimeoutError" || name === "AbortError" ? "timeout" : "unreachable" }
  }
}
