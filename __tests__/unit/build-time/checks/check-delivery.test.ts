import { checkDelivery } from "../../../../src/build-time/checks/check-delivery"

const site = (delivery: string, email = "hello@example.com", sender?: string) => ({ email, contact: { delivery, ...(sender ? { sender } : {}) } })
const NETLIFY_PRODUCTION = { CONTEXT: "production", NETLIFY: "true" }
const VERCEL_PRODUCTION = { VERCEL: "1", VERCEL_ENV: "production", RESEND_API_KEY: "re_x" }

describe("checkDelivery", () => {
  it("says nothing about the simulated default, even with the sample address on a production host", () => {
    expect(checkDelivery(site("simulated"), NETLIFY_PRODUCTION)).toEqual({ errors: [], warnings: [] })
  })

  it("says nothing about a site without a form: delivery \"none\", or the contact section left out", () => {
    expect(checkDelivery(site("none"), NETLIFY_PRODUCTION)).toEqual({ errors: [], warnings: [] })
    expect(checkDelivery({ ...site("email"), sections: ["hero", "about"] }, VERCEL_PRODUCTION)).toEqual({ errors: [], warnings: [] })
  })

  it.each([
    ["email", VERCEL_PRODUCTION, "every message from the contact form would be e-mailed there"],
    ["netlify", NETLIFY_PRODUCTION, "would be offered that address instead"],
  ])('refuses "%s" delivery to hello@example.com on a production host build', (delivery, env, consequence) => {
    const { errors } = checkDelivery(site(delivery), env)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(`data/site.json, field "email": "hello@example.com" is a sample address, and data/site.json "contact.delivery" is "${delivery}"`)
    expect(errors[0]).toContain(consequence)
    expect(errors[0]).toContain('Put your own e-mail address in "email"')
  })

  it("lets a preview or a local build go on: the placeholder warnings name the address there", () => {
    expect(checkDelivery(site("email"), { CONTEXT: "deploy-preview" }).errors).toEqual([])
    expect(checkDelivery(site("netlify"), {}).errors).toEqual([])
  })

  it("refuses a sender on an example domain in production, which Resend cannot send from", () => {
    const { errors } = checkDelivery(site("email", "brian@kamau.dev", "Portfolio <contact@example.org>"), VERCEL_PRODUCTION)
    expect(errors).toEqual([expect.stringContaining('field "contact.sender": "Portfolio <contact@example.org>" is on a domain reserved for examples')])
  })

  it("warns that Resend's onboarding sender delivers only to the account's own address", () => {
    const { errors, warnings } = checkDelivery(site("email", "brian@kamau.dev"), VERCEL_PRODUCTION)
    expect(errors).toEqual([])
    expect(warnings).toEqual([expect.stringContaining('"contact.sender" is not set, so messages are sent from Portfolio <onboarding@resend.dev>')])
    expect(checkDelivery(site("email", "brian@kamau.dev", "Portfolio <contact@kamau.dev>"), VERCEL_PRODUCTION).warnings).toEqual([])
  })

  it("refuses Netlify Forms in any Vercel build, where they do not exist", () => {
    for (const VERCEL_ENV of ["production", "preview"]) {
      const { errors } = checkDelivery(site("netlify", "brian@kamau.dev"), { VERCEL: "1", VERCEL_ENV })
      expect(errors).toEqual([expect.stringContaining('"contact.delivery" is "netlify", but this is a Vercel build: Netlify Forms exist only on Netlify')])
    }
  })

  it("warns when a production build cannot see RESEND_API_KEY", () => {
    const { warnings } = checkDelivery(site("email", "brian@kamau.dev", "contact@kamau.dev"), NETLIFY_PRODUCTION)
    expect(warnings).toEqual([expect.stringContaining("cannot see the RESEND_API_KEY environment variable")])
  })
})
