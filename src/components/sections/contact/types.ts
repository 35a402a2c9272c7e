/** The contact section's texts, from data/site.json "contact". Types only: nothing here loads code. */

export interface ContactInfoLabels {
  email: string
  phone: string
  location: string
  workingHours: string
}

export interface FormFieldText {
  label: string
  placeholder: string
}

export interface ToastText {
  title: string
  description: string
}

/** The notifications after a send, by its result. */
export interface ContactToastsText {
  success: ToastText
  failure: ToastText
}

/** What the message form shows: the form, the panel after a send, and the notifications. */
export interface ContactFormText {
  form: {
    title: string
    requiredNote: string
    fields: { name: FormFieldText; email: FormFieldText; subject: FormFieldText; message: FormFieldText }
    submit: string
    sending: string
  }
  sent: { title: string; message: string; sendAnother: string }
  toasts: ContactToastsText
}

export interface ContactText extends ContactFormText {
  title: string
  subtitle: string
  infoTitle: string
  infoLabels: ContactInfoLabels
  socialTitle: string
  projectsPrompt: string
  projectsLink: string
}
