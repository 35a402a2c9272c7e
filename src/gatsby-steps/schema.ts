/**
 * The GraphQL types of the owner's content. Declared explicitly (@dontInfer) so a typo in
 * data/ cannot silently change the schema, and so graphqlTypegen produces exact types.
 * gatsby-transformer-json renames a JSON "id" key to "jsonId".
 */
export const typeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    name: String!
    jobTitle: String!
    siteUrl: String!
    language: String!
    description: String!
    availability: SiteAvailability!
    greeting: String!
    tagline: String!
    location: String!
    mapsUrl: String!
    phone: String!
    email: String!
    workingHours: String!
    resumeUrl: String!
    cvUrl: String!
    socialLinks: [SocialLink!]!
    header: HeaderText!
    hero: HeroText!
    about: AboutSection!
    projects: ProjectsSection!
    skills: SkillsSection!
    contact: ContactSection!
    footer: FooterText!
    downloads: DownloadsSection!
    notFound: NotFoundText!
  }

  type SiteAvailability {
    header: String!
    hero: String!
  }

  type SocialLink {
    icon: String!
    href: String!
    label: String!
  }

  type HeaderText {
    resume: String!
    downloadResume: String!
    theme: ThemeSwitchText!
  }

  type ThemeSwitchText {
    label: String!
    light: String!
    dark: String!
    system: String!
  }

  type HeroText {
    exploreProjects: String!
    getInTouch: String!
    scroll: String!
  }

  type AboutSection {
    title: String!
    subtitle: String!
    paragraphs: [String!]!
    infoLabels: AboutInfoLabels!
    downloadCv: String!
    experienceTitle: String!
  }

  type AboutInfoLabels {
    location: String!
    phone: String!
    email: String!
  }

  type CategoryOption {
    category: String!
    label: String!
  }

  type ProjectsSection {
    title: String!
    subtitle: String!
    filters: [CategoryOption!]!
    viewAll: String!
    showFeatured: String!
    empty: ProjectsEmptyText!
    card: ProjectCardText!
    page: ProjectPageText!
  }

  type ProjectsEmptyText {
    title: String!
    noneFeatured: String!
  }

  type ProjectCardText {
    featured: String!
    code: String!
    codeLabel: String!
    liveDemo: String!
    liveDemoLabel: String!
    imageUnavailable: String!
    details: String!
    detailsLabel: String!
  }

  type ProjectPageText {
    backToGallery: String!
    technologies: String!
    role: String!
    team: String!
    timeline: String!
    problem: String!
    approach: String!
    outcome: String!
    highlights: String!
    screenshots: String!
    pager: String!
    previous: String!
    next: String!
  }

  type SkillsSection {
    title: String!
    subtitle: String!
    tabs: [CategoryOption!]!
    viewAllTab: String!
    viewAll: String!
    empty: String!
    card: SkillCardText!
  }

  type SkillCardText {
    featured: String!
    proficiency: String!
  }

  type ContactSection {
    title: String!
    subtitle: String!
    infoTitle: String!
    infoLabels: ContactInfoLabels!
    copyEmail: CopyText!
    socialTitle: String!
    projectsPrompt: String!
    projectsLink: String!
    form: ContactFormText!
    sent: ContactSentText!
    toasts: ContactToasts!
    delivery: String!
    sender: String
    sendHelp: ContactSendHelp!
  }

  type ContactSendHelp {
    emailInstead: String!
    yourMessage: String!
    checkFields: String!
    backToForm: String!
    backToSite: String!
    botField: String!
    mayHaveArrived: String!
    oneLine: String!
  }

  type ContactInfoLabels {
    email: String!
    phone: String!
    location: String!
    workingHours: String!
  }

  type CopyText {
    button: String!
    label: String!
    copied: String!
    selected: String!
  }

  type ContactFormText {
    title: String!
    requiredNote: String!
    fields: ContactFormFields!
    submit: String!
    sending: String!
  }

  type ContactFormFields {
    name: FormFieldText!
    email: FormFieldText!
    subject: FormFieldText!
    message: FormFieldText!
  }

  type FormFieldText {
    label: String!
    placeholder: String!
  }

  type ContactSentText {
    title: String!
    message: String!
    sendAnother: String!
  }

  type ContactToasts {
    success: ToastText!
    failure: ToastText!
  }

  type ToastText {
    title: String!
    description: String!
  }

  type FooterText {
    rightsReserved: String!
    contactMe: String!
    backToTop: String!
    downloads: String!
  }

  type DownloadsSection {
    title: String!
    subtitle: String!
    download: String!
    downloadLabel: String!
    facts: AppFactsText!
    copyHash: CopyText!
    qr: AppQrText!
    verify: AppVerifyText!
  }

  type AppFactsText {
    version: String!
    android: String!
    released: String!
    whatsNew: String!
    package: String!
    fileSha256: String!
    certificateSha256: String!
    unsigned: String!
  }

  type AppQrText {
    caption: String!
    label: String!
  }

  type AppVerifyText {
    title: String!
    paragraphs: [String!]!
  }

  type NotFoundText {
    pageTitle: String!
    message: String!
    returnHome: String!
  }

  type NavigationJson implements Node @dontInfer {
    jsonId: String!
    label: String!
    mobileCaption: String!
    icon: String!
  }

  type ProjectsJson implements Node @dontInfer {
    jsonId: Int!
    title: String!
    "The project page's address is /projects/<slug>: the data's slug, or the title's (gatsby-node)."
    slug: String!
    description: String!
    technologies: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
    githubUrl: String
    liveUrl: String
    category: String!
    featured: Boolean!
    caseStudy: ProjectCaseStudy
  }

  type ProjectCaseStudy {
    role: String
    team: String
    timeline: String
    problem: String
    approach: String
    outcome: String
    figures: [ProjectFigure!]
    highlights: [String!]
    screenshots: [ProjectScreenshot!]
  }

  type ProjectFigure {
    value: String!
    label: String!
  }

  type ProjectScreenshot {
    image: File! @fileByRelativePath
    alt: String!
  }

  type ExperienceJson implements Node @dontInfer {
    title: String!
    company: String!
    period: String!
    description: String!
  }

  type SkillsJson implements Node @dontInfer {
    category: String!
    name: String!
    icon: String!
    level: Int!
    featured: Boolean!
  }

  type AppsJson implements Node @dontInfer {
    name: String!
    description: String!
    filePath: String!
    whatsNew: String
    releaseDate: Date @dateformat
  }
`
