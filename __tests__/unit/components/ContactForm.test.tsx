/** The contact form as a visitor uses it, with the clock under the test's control. */
import React from "react"
import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/sections/contact/ContactForm"
import { toaster } from "../../../src/components/sections/contact/toaster"
import type { ContactMessage } from "../../../src/lib/contact-form"
import { renderWithProviders } from "./render"

const MESSAGE: ContactMessage = {
  name: "Jane Wanjiku",
  email: "jane@company.com",
  subject: "Project inquiry",
  message: "We would like a mobile app.",
}

const SUCCESS_TOAST = {
  title: "Message sent successfully!",
  description: "Thank you for reaching out. I'll get back to you soon.",
}
const FAILURE_TOAST = {
  title: "Something went wrong",
  description: "Your message couldn't be sent. Please try again.",
}
const PANEL_TEXT = "Thank you for reaching out. I'll review your message and get back to you as soon as possible."

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

function renderForm(send?: (message: ContactMessage) => Promise<void>) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderWithProviders(<ContactForm send={send} />)
  return user
}

const field = {
  name: () => screen.getByRole("textbox", { name: "Full Name" }) as HTMLInputElement,
  email: () => screen.getByRole("textbox", { name: "Email Address" }) as HTMLInputElement,
  subject: () => screen.getByRole("textbox", { name: "Subject" }) as HTMLInputElement,
  message: () => screen.getByRole("textbox", { name: "Your Message" }) as HTMLTextAreaElement,
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, message = MESSAGE) {
  await user.type(field.name(), message.name)
  await user.type(field.email(), message.email)
  await user.type(field.subject(), message.subject)
  await user.type(field.message(), message.message)
}

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)))

describe("the form", () => {
  it("has four labelled, required fields, an email input, a 6-row message box and says all are required", () => {
    renderForm()
    expect(screen.getByRole("form", { name: "Send a Message" })).toBeInTheDocument()
    for (const get of Object.values(field)) expect(get()).toBeRequired()
    expect(field.email()).toHaveAttribute("type", "email")
    expect(field.message().tagName).toBe("TEXTAREA")
    expect(field.message()).toHaveAttribute("rows", "6")
    expect(screen.getByText("All fields required")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("does not send while a field is empty or the email is invalid", async () => {
    const send = jest.fn().mockResolvedValue(undefined)
    const user = renderForm(send)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(send).not.toHaveBeenCalled()
    await fillIn(user, { ...MESSAGE, email: "not-an-email" })
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(send).not.toHaveBeenCalled()
    expect(field.email()).toBeInvalid()
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })
})

describe("sending (simulated, 1500 ms)", () => {
  it('shows "Sending message..." on a disabled button, then the Message Sent! panel and the success toast', async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))

    const button = screen.getByRole("button", { name: "Sending message..." })
    expect(button).toBeDisabled()
    for (const get of Object.values(field)) expect(get()).toBeDisabled()

    await advance(1499)
    expect(screen.getByRole("button", { name: "Sending message..." })).toBeDisabled()
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument()
    expect(createToast).not.toHaveBeenCalled()

    await advance(1)
    const panel = screen.getByText("Message Sent!").closest('[role="status"]')!
    expect(panel).toHaveTextContent("Message Sent!")
    expect(panel).toHaveTextContent(PANEL_TEXT)
    expect(screen.getByRole("heading", { name: "Message Sent!" })).toHaveFocus()
    expect(screen.queryByRole("form")).not.toBeInTheDocument()
    await waitFor(() => expect(createToast).toHaveBeenCalledWith(expect.objectContaining(SUCCESS_TOAST)))
    expect(createToast).toHaveBeenCalledTimes(1)
    expect(createToast.mock.calls[0][0].type).toBe("success")
  })

  it("shows the success toast's text to the visitor", async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await advance(1500)
    expect(await screen.findByText(SUCCESS_TOAST.title)).toBeInTheDocument()
    expect(screen.getByText(SUCCESS_TOAST.description)).toBeInTheDocument()
  })

  it("returns to an empty form after 5000 ms", async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await advance(1500)
    expect(screen.getByText("Message Sent!")).toBeInTheDocument()

    await advance(4999)
    expect(screen.getByText("Message Sent!")).toBeInTheDocument()
    await advance(1)
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument()
    for (const get of Object.values(field)) expect(get()).toHaveValue("")
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("Send another message returns to an empty form at once", async () => {
    const user = renderForm()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await advance(1500)
    await user.click(screen.getByRole("button", { name: "Send another message" }))
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument()
    for (const get of Object.values(field)) expect(get()).toHaveValue("")

    // The old panel timer must not cut the next message's panel short.
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await advance(1500)
    expect(screen.getByText("Message Sent!")).toBeInTheDocument()
    await advance(4000)
    expect(screen.getByText("Message Sent!")).toBeInTheDocument()
  })

  it("hands the typed message to send, once, and transmits nothing over the network", async () => {
    const fetchSpy = jest.fn()
    Object.assign(window, { fetch: fetchSpy })
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, "open")
    const send = jest.fn().mockResolvedValue(undefined)
    const user = renderForm(send)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await user.click(screen.getByRole("button", { name: "Sending message..." }))
    await advance(0)
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
    expect(screen.getByText("Message Sent!")).toBeInTheDocument()
  })
})

describe("a failing send", () => {
  it("shows the failure toast and gives back the form with the visitor's text", async () => {
    const send = jest.fn(
      () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error("offline")), 1500))
    )
    const user = renderForm(send)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(screen.getByRole("button", { name: "Sending message..." })).toBeDisabled()

    await advance(1500)
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
    expect(field.name()).toHaveValue(MESSAGE.name)
    expect(field.message()).toHaveValue(MESSAGE.message)
    await waitFor(() => expect(createToast).toHaveBeenCalledWith(expect.objectContaining(FAILURE_TOAST)))
    expect(createToast.mock.calls[0][0].type).toBe("error")
    expect(createToast).not.toHaveBeenCalledWith(expect.objectContaining(SUCCESS_TOAST))
    expect(await screen.findByText(FAILURE_TOAST.title)).toBeInTheDocument()

    // The visitor can try again.
    send.mockImplementationOnce(() => Promise.resolve())
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await advance(0)
    expect(screen.getByText("Message Sent!")).toBeInTheDocument()
  })
})

describe("under React's StrictMode (effects mounted twice, as in development and Fast Refresh)", () => {
  it("still reaches the Message Sent! panel and its 5000 ms return", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithProviders(
      <React.StrictMode>
        <ContactForm />
      </React.StrictMode>
    )
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await advance(1500)
    expect(screen.getByText("Message Sent!")).toBeInTheDocument()
    await advance(5000)
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })
})
