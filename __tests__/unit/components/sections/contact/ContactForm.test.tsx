/** The contact form as a visitor uses it, with the clock under the test's control. */
import React from "react"
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../../../src/components/sections/contact/ContactForm"
import { createContactForm } from "../../../../../src/components/sections/contact/contact-form.island"
import { toaster } from "../../../../../src/components/sections/contact/toaster"
import type { ContactMessage } from "../../../../../src/shared/contact-form"
import { NOT_SHOWN, renderWithProviders } from "../../../../support/render-components"
import { copyOf, site } from "../../../../support/sample-data"

const MESSAGE: ContactMessage = {
  name: "Jane Wanjiku",
  email: "jane@company.com",
  subject: "Project inquiry",
  message: "We would like a mobile app.",
}

/** The texts of data/site.json; their exact wording is checked in site-texts.test.ts. */
const TEXT = site.contact
const { fields: FIELDS, submit: SEND, sending: SENDING } = TEXT.form
const SUCCESS_TOAST = TEXT.toasts.success
const FAILURE_TOAST = TEXT.toasts.failure
const SENT = TEXT.sent

let createToast: jest.SpyInstance

beforeEach(() => {
  jest.useFakeTimers()
  createToast = jest.spyOn(toaster, "create")
})

afterEach(() => {
  // The toaster is one store for the page: clear this test's toasts before the next.
  act(() => {
    toaster.remove()
    jest.runOnlyPendingTimers()
  })
  createToast.mockRestore()
  jest.useRealTimers()
})

function renderForm(send?: (message: ContactMessage) => Promise<void>, text = TEXT) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderWithProviders(<ContactForm text={text} ownerEmail={site.email} send={send} />, { islands: send && { "contact-form": createContactForm(send) } })
  return user
}

const fieldsOf = (fields: typeof FIELDS) => ({
  name: () => screen.getByRole("textbox", { name: fields.name.label }) as HTMLInputElement,
  email: () => screen.getByRole("textbox", { name: fields.email.label }) as HTMLInputElement,
  subject: () => screen.getByRole("textbox", { name: fields.subject.label }) as HTMLInputElement,
  message: () => screen.getByRole("textbox", { name: fields.message.label }) as HTMLTextAreaElement,
})
const field = fieldsOf(FIELDS)

async function fillIn(user: ReturnType<typeof userEvent.setup>, message = MESSAGE, inputs = field) {
  await user.type(inputs.name(), message.name)
  await user.type(inputs.email(), message.email)
  await user.type(inputs.subject(), message.subject)
  await user.type(inputs.message(), message.message)
}

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)))

describe("the form", () => {
  it("has four labelled, required fields, an email input, a 6-row message box and says all are required", () => {
    renderForm()
    expect(screen.getByRole("form", { name: TEXT.form.title })).toBeInTheDocument()
    for (const get of Object.values(field)) expect(get()).toBeRequired()
    expect(field.email()).toHaveAttribute("type", "email")
    expect(field.message().tagName).toBe("TEXTAREA")
    expect(field.message()).toHaveAttribute("rows", "6")
    expect(screen.getByText(TEXT.form.requiredNote)).toBeInTheDocument()
    for (const [name, get] of Object.entries(field)) {
      expect(get()).toHaveAttribute("placeholder", FIELDS[name as keyof typeof FIELDS].placeholder)
    }
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled()
  })

  it("does not send while a field is empty or the email is invalid", async () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const user = renderForm(send)
    await user.click(screen.getByRole("button", { name: SEND }))
    expect(send).not.toHaveBeenCalled()
    await fillIn(user, { ...MESSAGE, email: "not-an-email" })
    await user.click(screen.getByRole("button", { name: SEND }))
    expect(send).not.toHaveBeenCalled()
    expect(field.email()).toBeInvalid()
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled()
  })
})

describe("one-line fields, where the message leaves the browser", () => {
  const delivering = (delivery: string) => ({ ...copyOf(TEXT), delivery })

  it("the simulated form keeps the spec's validation: no pattern, no message of its own", () => {
    renderForm()
    for (const input of [field.name(), field.email(), field.subject()]) {
      expect(input).not.toHaveAttribute("pattern")
      expect(input).not.toHaveAttribute("title")
    }
  })

  it.each(["email", "netlify"])("%s: name, e-mail and subject take one line of text, and the browser says so in the data's words", (delivery) => {
    renderForm(undefined, delivering(delivery))
    for (const input of [field.name(), field.email(), field.subject()]) {
      expect(input).toHaveAttribute("title", TEXT.sendHelp.oneLine)
      input.value = input === field.email() ? "jane@company.com" : "Jane Wanjiku"
      expect(input.validity.patternMismatch).toBe(false)
      for (const character of ["\t", "\u0085", "\u202E", "\u2066", "\u0000", "\u007F"]) {
        input.value = input === field.email() ? `jane${character}@company.com` : `Jane${character}Wanjiku`
        expect([character, input.validity.patternMismatch]).toEqual([character, true])
      }
    }
    expect(field.message()).not.toHaveAttribute("pattern")
  })

  it("with the script, the refusal is the data's words alone, until the visitor edits the field", async () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const user = renderForm(send, delivering("email"))
    await fillIn(user, { ...MESSAGE, subject: "Invoice" })
    await user.type(field.subject(), "\u202Efdp.exe")
    await user.click(screen.getByRole("button", { name: SEND }))
    expect(send).not.toHaveBeenCalled()
    expect(field.subject().validationMessage).toBe(TEXT.sendHelp.oneLine)
    await user.clear(field.subject())
    await user.type(field.subject(), "Invoice")
    expect(field.subject()).toBeValid()
    await user.click(screen.getByRole("button", { name: SEND }))
    expect(send).toHaveBeenCalledWith({ ...MESSAGE, subject: "Invoice" })
  })
})

describe("sending (simulated, 1500 ms)", () => {
  it("shows the sending text on a disabled button, then the sent panel and the success toast", async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))

    const button = screen.getByRole("button", { name: SENDING })
    expect(button).toBeDisabled()
    for (const get of Object.values(field)) expect(get()).toBeDisabled()

    await advance(1499)
    expect(screen.getByRole("button", { name: SENDING })).toBeDisabled()
    expect(screen.queryByText(SENT.title, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
    expect(createToast).not.toHaveBeenCalled()

    await advance(1)
    const panel = screen.getByText(SENT.title, { ignore: NOT_SHOWN }).closest('[role="status"]')!
    expect(panel).toHaveTextContent(SENT.title)
    expect(panel).toHaveTextContent(SENT.message)
    expect(screen.getByRole("heading", { name: SENT.title })).toHaveFocus()
    expect(screen.queryByRole("form")).not.toBeInTheDocument()
    await waitFor(() => expect(createToast).toHaveBeenCalledWith(expect.objectContaining(SUCCESS_TOAST)))
    expect(createToast).toHaveBeenCalledTimes(1)
    expect(createToast.mock.calls[0][0].type).toBe("success")
  })

  it("shows the success toast's text to the visitor", async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(1500)
    expect(await screen.findByText(SUCCESS_TOAST.title)).toBeInTheDocument()
    expect(screen.getByText(SUCCESS_TOAST.description)).toBeInTheDocument()
  })

  it("returns to an empty form after 5000 ms", async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(1500)
    expect(screen.getByText(SENT.title, { ignore: NOT_SHOWN })).toBeInTheDocument()

    await advance(4999)
    expect(screen.getByText(SENT.title, { ignore: NOT_SHOWN })).toBeInTheDocument()
    await advance(1)
    expect(screen.queryByText(SENT.title, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
    for (const get of Object.values(field)) expect(get()).toHaveValue("")
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled()
  })

  it("Send another message returns to an empty form at once", async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(1500)
    await user.click(screen.getByRole("button", { name: SENT.sendAnother }))
    expect(screen.queryByText(SENT.title, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
    for (const get of Object.values(field)) expect(get()).toHaveValue("")

    // The old panel timer must not cut the next message's panel short.
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(1500)
    expect(screen.getByText(SENT.title, { ignore: NOT_SHOWN })).toBeInTheDocument()
    await advance(4000)
    expect(screen.getByText(SENT.title, { ignore: NOT_SHOWN })).toBeInTheDocument()
  })

  it("hands the typed message to send, once, and transmits nothing over the network", async () => {
    const fetchSpy = jest.fn()
    Object.assign(window, { fetch: fetchSpy })
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, "open")
    const send = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500)))
    const user = renderForm(send)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await user.click(screen.getByRole("button", { name: SENDING }))
    await advance(1500)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(MESSAGE)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(xhrOpen).not.toHaveBeenCalled()
    xhrOpen.mockRestore()
  })

  it("sends by pressing Enter in a field", async () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const user = renderForm(send)
    await fillIn(user)
    await user.type(field.subject(), "{Enter}")
    await advance(0)
    expect(send).toHaveBeenCalledWith({ ...MESSAGE })
    expect(screen.getByText(SENT.title, { ignore: NOT_SHOWN })).toBeInTheDocument()
  })
})

describe("a failing send", () => {
  it("shows the failure toast and gives back the form with the visitor's text", async () => {
    const send = jest.fn(
      () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error("offline")), 1500))
    )
    const user = renderForm(send)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    expect(screen.getByRole("button", { name: SENDING })).toBeDisabled()

    await advance(1500)
    expect(screen.queryByText(SENT.title, { ignore: NOT_SHOWN })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled()
    expect(field.name()).toHaveValue(MESSAGE.name)
    expect(field.message()).toHaveValue(MESSAGE.message)
    await waitFor(() => expect(createToast).toHaveBeenCalledWith(expect.objectContaining(FAILURE_TOAST)))
    expect(createToast.mock.calls[0][0].type).toBe("error")
    expect(createToast).not.toHaveBeenCalledWith(expect.objectContaining(SUCCESS_TOAST))
    expect(await screen.findByText(FAILURE_TOAST.title)).toBeInTheDocument()
    // The owner's address, as a link that opens the visitor's mail app with their words in it.
    const mailto = screen.getByRole("link", { name: site.email })
    expect(mailto.closest("p")).toHaveTextContent(TEXT.sendHelp.emailInstead)
    const href = new URL(mailto.getAttribute("href") as string)
    expect([href.protocol, href.pathname]).toEqual(["mailto:", site.email])
    expect([href.searchParams.get("subject"), href.searchParams.get("body")]).toEqual([MESSAGE.subject, MESSAGE.message])
    expect(mailto.getAttribute("href")).not.toContain("+")

    // The visitor can try again; the link goes while it sends.
    send.mockImplementationOnce(() => Promise.resolve())
    await user.click(screen.getByRole("button", { name: SEND }))
    expect(screen.queryByRole("link", { name: site.email })).not.toBeInTheDocument()
    await advance(0)
    expect(screen.getByText(SENT.title, { ignore: NOT_SHOWN })).toBeInTheDocument()
  })
})

describe("a send that may have arrived all the same (no answer in time)", () => {
  it("never says it couldn't be sent: the toast and the alert say it may have arrived, beside the mailto: link", async () => {
    const send = jest.fn(() => Promise.reject(Object.assign(new Error("No answer"), { mayHaveArrived: true })))
    const user = renderForm(send)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(0)
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith(expect.objectContaining({ title: FAILURE_TOAST.title, description: TEXT.sendHelp.mayHaveArrived, type: "error" }))
    )
    expect(createToast).not.toHaveBeenCalledWith(expect.objectContaining({ description: FAILURE_TOAST.description }))
    const alert = screen.getByRole("alert")
    expect(alert).toBeVisible()
    expect(within(alert).getByText(TEXT.sendHelp.mayHaveArrived)).toBeVisible()
    expect(alert).toHaveTextContent(TEXT.sendHelp.emailInstead)
    expect(field.message()).toHaveValue(MESSAGE.message)

    // A failure that is one (nothing left) says so, without the note.
    send.mockImplementationOnce(() => Promise.reject(new Error("offline")))
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(0)
    await waitFor(() => expect(createToast).toHaveBeenLastCalledWith(expect.objectContaining(FAILURE_TOAST)))
    expect(within(screen.getByRole("alert")).getByText(TEXT.sendHelp.mayHaveArrived)).not.toBeVisible()
  })

  it("the island's own wait running out (10 s) counts as may have arrived", async () => {
    const send = jest.fn(() => new Promise<void>(() => undefined))
    const user = renderForm(send)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(10_000)
    await waitFor(() => expect(createToast).toHaveBeenCalledWith(expect.objectContaining({ description: TEXT.sendHelp.mayHaveArrived })))
    expect(within(screen.getByRole("alert")).getByText(TEXT.sendHelp.mayHaveArrived)).toBeVisible()
  })
})

describe("texts", () => {
  it("shows the labels, placeholders, buttons, panel and success toast of data/site.json, not texts of its own", async () => {
    const text = copyOf(TEXT)
    text.form = {
      title: "Write to me",
      requiredNote: "Please fill in everything",
      fields: {
        name: { label: "Your name", placeholder: "Amina" },
        email: { label: "Your email", placeholder: "amina@example.com" },
        subject: { label: "Topic", placeholder: "A question" },
        message: { label: "Details", placeholder: "What is it about?" },
      },
      submit: "Send it",
      sending: "On its way...",
      errors: { required: "Write something here", email: "That is no address" },
    }
    text.sent = { title: "Thanks!", message: "I will reply within a day.", sendAnother: "Write again" }
    text.toasts.success = { title: "Delivered", description: "Talk soon." }
    const user = renderForm(undefined, text)
    expect(screen.getByRole("form", { name: "Write to me" })).toBeInTheDocument()
    expect(screen.getByText("Please fill in everything")).toBeInTheDocument()
    const inputs = fieldsOf(text.form.fields)
    expect(inputs.name()).toHaveAttribute("placeholder", "Amina")
    expect(inputs.message()).toHaveAttribute("placeholder", "What is it about?")
    expect(screen.queryByText(FIELDS.name.label)).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: SEND })).not.toBeInTheDocument()

    await fillIn(user, MESSAGE, inputs)
    await user.click(screen.getByRole("button", { name: "Send it" }))
    expect(screen.getByRole("button", { name: "On its way..." })).toBeDisabled()
    await advance(1500)
    expect(screen.getByRole("heading", { name: "Thanks!" })).toHaveFocus()
    expect(screen.getByText("I will reply within a day.")).toBeInTheDocument()
    await waitFor(() => expect(createToast).toHaveBeenCalledWith(expect.objectContaining({ title: "Delivered", description: "Talk soon." })))
    expect(await screen.findByText("Delivered")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Write again" }))
    expect(inputs.name()).toHaveValue("")
  })

  it("says what is wrong with a field in the words of data/site.json, in the page's language", async () => {
    const text = copyOf(TEXT)
    text.form.errors = { required: "Tafadhali jaza sehemu hii.", email: "Tafadhali weka anwani ya barua pepe." }
    const user = renderForm(jest.fn(() => Promise.resolve()), text)
    const inputs = fieldsOf(text.form.fields)
    // What the browser does before it sends: each invalid field hears "invalid".
    const validate = () => inputs.name().form!.checkValidity()
    expect(validate()).toBe(false)
    expect(inputs.name().validationMessage).toBe("Tafadhali jaza sehemu hii.")
    await user.type(inputs.email(), "not-an-address")
    validate()
    expect(inputs.email().validationMessage).toBe("Tafadhali weka anwani ya barua pepe.")
    await user.clear(inputs.email())
    await user.type(inputs.email(), "amina@example.com")
    expect(inputs.email().validationMessage).toBe("")
  })

  it("shows the failure toast of data/site.json", async () => {
    const text = copyOf(TEXT)
    text.toasts.failure = { title: "Not sent", description: "Try once more." }
    const send = jest.fn(() => Promise.reject(new Error("offline")))
    const user = renderForm(send, text)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(0)
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith(expect.objectContaining({ title: "Not sent", description: "Try once more.", type: "error" }))
    )
    expect(await screen.findByText("Try once more.")).toBeInTheDocument()
    expect(screen.queryByText(FAILURE_TOAST.title)).not.toBeInTheDocument()
  })
})

describe("under React's StrictMode (effects mounted twice, as in development and Fast Refresh)", () => {
  it("still reaches the Message Sent! panel and its 5000 ms return", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithProviders(
      <React.StrictMode>
        <ContactForm text={TEXT} ownerEmail={site.email} />
      </React.StrictMode>
    )
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: SEND }))
    await advance(1500)
    expect(screen.getByText(SENT.title, { ignore: NOT_SHOWN })).toBeInTheDocument()
    await advance(5000)
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled()
  })
})
