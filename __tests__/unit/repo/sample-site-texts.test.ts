/**
 * The texts of the page's buttons, labels and messages live in data/site.json, and the component
 * tests read them from there. This test pins the owner's defaults to the spec's wording, so a
 * typo in the JSON fails here instead of passing silently everywhere else.
 */
import site from "../../fixtures/sites/sample/data/site.json"

describe("data/site.json holds the spec's texts", () => {
  it("for the navigation bar", () => {
    expect(site.header).toEqual({
      resume: "Resume",
      downloadResume: "Download Resume",
      // Not in the spec, which has one language: the language switch's name for screen readers.
      languages: "Language",
      // Not in the spec, which has no theme switch: the words the switch shows and says.
      theme: { label: "Theme", light: "Light", dark: "Dark", system: "System" },
    })
  })

  it("for the hero", () => {
    expect(site.hero).toEqual({ exploreProjects: "Explore My Projects", getInTouch: "Get In Touch", scroll: "Scroll" })
  })

  it("for the about section", () => {
    expect(site.about).toMatchObject({
      infoLabels: { location: "Location", phone: "Phone", email: "Email" },
      downloadCv: "Download CV",
      experienceTitle: "Experience",
    })
  })

  it("for the projects section", () => {
    expect(site.projects).toMatchObject({
      viewAll: "View All Projects",
      showFeatured: "Show Featured Projects",
      empty: { title: "No projects found", noneFeatured: "None of the projects in this category is featured." },
      card: {
        featured: "Featured",
        code: "Code",
        codeLabel: "Code of {title}",
        liveDemo: "Live Demo",
        liveDemoLabel: "Live Demo of {title}",
        imageUnavailable: "Image unavailable",
      },
    })
  })

  it("for the skills section, whose View all skills button opens Languages", () => {
    expect(site.skills).toMatchObject({
      viewAllTab: "languages",
      viewAll: "View all skills",
      empty: "No skills found",
      card: { featured: "Featured", proficiency: "Proficiency" },
    })
    expect(site.skills.tabs.find((tab) => tab.category === site.skills.viewAllTab)?.label).toBe("Languages")
  })

  it("for the contact section and its form", () => {
    expect(site.contact).toMatchObject({
      infoTitle: "Contact Information",
      infoLabels: { email: "Email", phone: "Phone", location: "Location", workingHours: "Working Hours" },
      socialTitle: "Find me online",
      projectsPrompt: "Want to see what I've built first?",
      projectsLink: "Browse my projects",
      form: {
        title: "Send a Message",
        requiredNote: "All fields required",
        fields: {
          name: { label: "Full Name", placeholder: "Jane Wanjiku" },
          email: { label: "Email Address", placeholder: "jane@company.com" },
          subject: { label: "Subject", placeholder: "Project inquiry" },
          message: { label: "Your Message", placeholder: "Tell me about your project, timeline and budget." },
        },
        submit: "Send Message",
        sending: "Sending message...",
      },
      sent: {
        title: "Message Sent!",
        message: "Thank you for reaching out. I'll review your message and get back to you as soon as possible.",
        sendAnother: "Send another message",
      },
    })
  })

  it("for the notifications after sending (the spec's error catalogue)", () => {
    expect(site.contact.toasts).toEqual({
      success: { title: "Message sent successfully!", description: "Thank you for reaching out. I'll get back to you soon." },
      failure: { title: "Something went wrong", description: "Your message couldn't be sent. Please try again." },
    })
  })

  it("for the footer", () => {
    expect(site.footer).toEqual({
      rightsReserved: "All rights reserved.",
      contactMe: "Contact Me",
      backToTop: "Back to top",
      downloads: "Download my apps",
    })
  })

  it("for the downloads page", () => {
    expect(site.downloads).toMatchObject({ download: "Download", downloadLabel: "Download {name} ({size})" })
  })

  it("for the 404 page", () => {
    expect(site.notFound).toEqual({
      pageTitle: "Page not found",
      message: "Oops! The page you're looking for doesn't exist.",
      returnHome: "Return Home",
    })
  })
})
