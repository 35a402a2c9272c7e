/**
 * Made from data/schemas/ by tools/generate-from-schemas.ts: do not edit.
 * After changing a schema: npm run generate:from-schemas
 */

/**
 * Who the site is about and the texts of every section.
 */
export interface SiteData {
  name: string;
  jobTitle: string;
  /**
   * Production address of the site, used for canonical and share links.
   */
  siteUrl: string;
  /**
   * The language of the site's text as a language tag (BCP 47), e.g. "en", "en-KE" or "es-419": the page's lang attribute, the manifest's and the share card's locale.
   */
  language: string;
  /**
   * Optional: the site's other languages as language tags (BCP 47), besides "language": ["sw"]. Each has the same pages under its own prefix (/sw/) and its translation in data/<tag>/ (docs/owner-guide.md, "Languages"). Leave it out for a site in one language.
   *
   * @minItems 1
   */
  otherLanguages?: string[];
  /**
   * Optional: how this language writes a month on the pages and in the résumé and CV: "short" (Apr 2025, the default) or "long" (April 2025; Aprili 2025 in Kiswahili). The month's name is the platform's. Set it in each language's site.json (data/sw/site.json for Kiswahili).
   */
  months?: "short" | "long";
  /**
   * Optional: how this language writes a file's size (an app, the résumé and CV): "language" (the default: the platform's words for the language, 24.1 kB in English) or "symbols" (the number as the language writes it, then KB, MB or GB: 24.1 KB, as Kenyan tech writing has it). Set it in each language's site.json.
   */
  sizes?: "language" | "symbols";
  /**
   * Optional: the country your site's languages are written in, two capital letters (ISO 3166), e.g. "KE". Share previews name each language with it (og:locale sw_KE) when its tag names no country of its own ("sw"); the tags themselves stay as you write them.
   */
  region?: string;
  /**
   * Optional, off by default: a first visit to / is redirected to the language its browser prefers (Accept-Language), on Netlify and Vercel; every page then sets a cookie (visited=1, no identifier) that keeps a returning browser on the / it asks for. Prefixed addresses are never redirected. See docs/deploying.md before turning it on.
   */
  redirectByLanguage?: boolean;
  /**
   * One or two sentences for search results and link previews.
   */
  description: string;
  availability: {
    /**
     * Shown in the navigation bar.
     */
    header: string;
    /**
     * Badge at the top of the hero.
     */
    hero: string;
  };
  greeting: string;
  tagline: string;
  location: string;
  /**
   * Optional: a map of your location (e.g. a Google Maps link), which the contact section's location opens. Leave it out to show the location as plain text.
   */
  mapsUrl?: string;
  /**
   * Optional: your phone number with its country code, e.g. "+254 722 604 311". Leave it out for no phone on the site (About and Contact then show the others).
   */
  phone?: string;
  email: string;
  /**
   * Optional: when you answer, e.g. "Mon - Fri, 9AM - 5PM EAT". Leave it out for no working hours in the contact section.
   */
  workingHours?: string;
  /**
   * Optional: a résumé of your own, which the header's Resume link (Download Resume in the phone menu) then opens. Leave it out to link the one-page résumé the build writes from this content, at an address with your name (/Your-Name-Resume.pdf, copied at /resume.pdf).
   */
  resumeUrl?: string;
  /**
   * Optional: a CV of your own, which the About section's Download CV link then opens. Leave it out to link the full CV the build writes from this content, at an address with your name (/Your-Name-CV.pdf, copied at /cv.pdf).
   */
  cvUrl?: string;
  /**
   * Your profiles and addresses elsewhere, shown as icons in the hero and the contact section. A link to a web profile says it is yours (rel="me", which Mastodon and others check to verify your site), and search engines read them as your profiles.
   *
   * @minItems 1
   */
  socialLinks: {
    /**
     * The icon on the link: a name of the icon set, like "github", "mastodon", "email" (docs/owner-guide.md, "Icons").
     */
    icon: string;
    /**
     * A full web address like https://github.com/you, or mailto: followed by an email address.
     */
    href: string;
    label: string;
  }[];
  /**
   * The home page's sections, in order, the hero first: leave one out and it is not on the page, in the navigation, in print or in the résumé and CV. Without this field, every section is there, in this order: "hero", "about", "projects", "skills", "achievements", "contact".
   *
   * @minItems 1
   */
  sections?: ["hero", ...("about" | "projects" | "skills" | "achievements" | "contact")[]];
  /**
   * Optional: the names screen readers give the page's parts that show no words of their own, in the site's language. Each has an English default; a translation gives them in its language (docs/owner-guide.md, "Languages").
   */
  labels: {
    /**
     * The first link of every page, shown when the keyboard reaches it: past the navigation to the content.
     */
    skipToContent: string;
    /**
     * The navigation bar's links, on wide screens.
     */
    mainNavigation: string;
    /**
     * The phone menu's links.
     */
    phoneNavigation: string;
    /**
     * The phone menu's button, while the menu is closed.
     */
    openMenu: string;
    /**
     * The phone menu's button, while the menu is open.
     */
    closeMenu: string;
    /**
     * The bar at the top that shows how far down the page the visitor is.
     */
    scrollProgress: string;
    /**
     * Your profile links, in the hero, the contact section and the footer.
     */
    socialLinks: string;
    /**
     * The gallery's category buttons.
     */
    projectFilters: string;
    /**
     * A project card's list of technologies.
     */
    technologies: string;
    /**
     * The skills section's tabs.
     */
    skillCategories: string;
    /**
     * Said in brackets after a link that opens another site in a new tab: a project's code and live demo.
     */
    opensInNewTab: string;
    /**
     * Said in brackets after the contact section's location, which opens a map in a new tab.
     */
    mapOpensInNewTab: string;
    /**
     * Said after "+3" on a project card: how many of its technologies the card leaves out.
     */
    moreTechnologies: string;
    /**
     * What a screen reader hears when a filter changes how many projects show; {count} is the number, written as the language writes numbers. One text per plural form the language has, named as Intl.PluralRules names them (zero, one, two, few, many, other); a count whose form has no text takes "other".
     */
    showingProjects: {
      zero?: string;
      one?: string;
      two?: string;
      few?: string;
      many?: string;
      other: string;
    };
  };
  /**
   * Texts of the navigation bar at the top of every page.
   */
  header: {
    /**
     * The link to resumeUrl in the navigation bar on wide screens.
     */
    resume: string;
    /**
     * The link to resumeUrl at the bottom of the mobile menu.
     */
    downloadResume: string;
    /**
     * Needed with more than one language: what the language switch in the navigation bar and the mobile menu is called ("Language"), read out by screen readers. Each language is named in itself ("Kiswahili", "English").
     */
    languages?: string;
    /**
     * The theme switch in the navigation bar and the mobile menu: its name and its three choices.
     */
    theme: {
      /**
       * What the switch is called, read out by screen readers.
       */
      label: string;
      /**
       * The light theme.
       */
      light: string;
      /**
       * The dark theme.
       */
      dark: string;
      /**
       * Follow the device's setting (the default).
       */
      system: string;
    };
  };
  /**
   * Texts of the hero, the first screen of the home page.
   */
  hero: {
    /**
     * The button that scrolls to the projects.
     */
    exploreProjects: string;
    /**
     * The button that scrolls to the contact section.
     */
    getInTouch: string;
    /**
     * The small button at the bottom of the hero that scrolls to the about section.
     */
    scroll: string;
  };
  about: {
    title: string;
    subtitle: string;
  } & {
    title?: unknown;
    subtitle?: unknown;
    /**
     * @minItems 1
     */
    paragraphs: string[];
    /**
     * The small labels above the cards under the about text.
     */
    infoLabels: {
      /**
       * Label of the location card.
       */
      location: string;
      /**
       * Label of the phone card.
       */
      phone: string;
      /**
       * Label of the email card.
       */
      email: string;
    };
    /**
     * The button that downloads your CV (cvUrl, or the one the build writes).
     */
    downloadCv: string;
    /**
     * The heading above the list of positions from experience.json.
     */
    experienceTitle: string;
    /**
     * Ends the period of a position you still hold: "Apr 2025 – Present".
     */
    present: string;
  };
  projects: {
    title: string;
    subtitle: string;
  } & {
    title?: unknown;
    subtitle?: unknown;
    /**
     * The filter buttons of the projects section, in order: "all" and one per category of your projects. A category no project has is left off the page.
     *
     * @minItems 1
     */
    filters: {
      /**
       * A category of your projects, lower-case words joined by hyphens ("web", "game-dev"): the projects of data/projects.json with this "category" show under this filter. "all" is the filter of every project, selected when the page opens.
       */
      category: string;
      label: string;
    }[];
    /**
     * The button that shows every project of the chosen filter, not only the featured ones; also the button of the empty state that goes back to all projects. With more than 12 projects, the link from the home page to the gallery page, /projects, which holds them all.
     */
    viewAll: string;
    /**
     * The same button once every project shows: back to the featured projects only.
     */
    showFeatured: string;
    /**
     * With more than 12 projects, the gallery page (/projects) shows the first 12 of data/projects.json as cards and the rest as compact rows under this heading: put the projects to show first at the top of the file.
     */
    more: string;
    /**
     * The gallery page's button under "more" that shows its rows; with any filter but "all", every project of the category shows without it.
     */
    showMore: string;
    /**
     * The same button once the rows show: back to the cards only.
     */
    showFewer: string;
    /**
     * Shown when no project matches the chosen filter.
     */
    empty: {
      /**
       * The empty state's headline.
       */
      title: string;
      /**
       * The line under it when the filter has projects but none of them is featured.
       */
      noneFeatured: string;
    };
    /**
     * Texts of every project card.
     */
    card: {
      /**
       * The badge on the image of a featured project.
       */
      featured: string;
      /**
       * The link to the project's githubUrl.
       */
      code: string;
      /**
       * The Code link's name for screen readers; {title} becomes the project's title and must be there. Start it with the code text so voice control finds the link by what it shows.
       */
      codeLabel: string;
      /**
       * The link to the project's liveUrl.
       */
      liveDemo: string;
      /**
       * The Live Demo link's name for screen readers; {title} becomes the project's title and must be there. Start it with the liveDemo text so voice control finds the link by what it shows.
       */
      liveDemoLabel: string;
      /**
       * Shown instead of a screenshot that cannot be loaded.
       */
      imageUnavailable: string;
      /**
       * The link from a project card to the project's own page (/projects/<slug>).
       */
      details: string;
      /**
       * The details link's name for screen readers; {title} becomes the project's title and must be there. Start it with the details text so voice control finds the link by what it shows.
       */
      detailsLabel: string;
    };
    /**
     * Texts of every project's own page (/projects/<slug>).
     */
    page: {
      /**
       * The link from a project's page back to the gallery on the home page.
       */
      backToGallery: string;
      /**
       * The heading of a project page's list of every technology.
       */
      technologies: string;
      /**
       * Label of the case study's role (caseStudy.role in data/projects.json).
       */
      role: string;
      /**
       * Label of the case study's team.
       */
      team: string;
      /**
       * Label of the case study's timeline.
       */
      timeline: string;
      /**
       * Heading of the case study's problem.
       */
      problem: string;
      /**
       * Heading of the case study's approach.
       */
      approach: string;
      /**
       * Heading of the case study's outcome and its figures.
       */
      outcome: string;
      /**
       * Heading of the case study's highlights.
       */
      highlights: string;
      /**
       * Heading of the case study's extra screenshots.
       */
      screenshots: string;
      /**
       * The name, for screen readers, of the links to the previous and next projects.
       */
      pager: string;
      /**
       * Written above the title of the previous project's link.
       */
      previous: string;
      /**
       * Written above the title of the next project's link.
       */
      next: string;
    };
  };
  skills: {
    title: string;
    subtitle: string;
  } & {
    title?: unknown;
    subtitle?: unknown;
    /**
     * The tabs of the skills section, in order: "featured" and one per category of your skills. A category no skill has is left off the page.
     *
     * @minItems 1
     */
    tabs: {
      /**
       * A category of your skills, lower-case words joined by hyphens ("languages", "cloud"): the skills of data/skills.json with this "category" show on this tab. "featured" is the tab of your featured skills, selected when the page opens.
       */
      category: string;
      label: string;
    }[];
    /**
     * The tab the View all skills button (on the Featured tab) opens: the category of one of the other tabs.
     */
    viewAllTab: string;
    /**
     * The button on the Featured tab that opens the viewAllTab tab.
     */
    viewAll: string;
    /**
     * Shown on a tab without any skill.
     */
    empty: string;
    /**
     * Texts of every skill card.
     */
    card: {
      /**
       * The badge of a featured skill.
       */
      featured: string;
      /**
       * The label above the level bar.
       */
      proficiency: string;
    };
  };
  /**
   * The texts of the achievements section, needed when data/achievements.json has entries and "sections" lists "achievements".
   */
  achievements?: {
    title: string;
    subtitle: string;
  } & {
    title: unknown;
    subtitle: unknown;
    /**
     * What each kind of achievement is called on its badge.
     */
    kinds: {
      certification: string;
      award: string;
      talk: string;
      publication: string;
    };
    /**
     * A certification's ID, with {id} where it goes: "Credential ID: {id}".
     */
    credentialId: string;
    /**
     * A certification that expires, with {date} where the month goes: "Valid until {date}".
     */
    validUntil: string;
    /**
     * A certification past its expiry, with {date} where the month goes: "Expired {date}".
     */
    expired: string;
    /**
     * The link to see an achievement (its credential, recording or article).
     */
    link: string;
    /**
     * The link's name for screen readers, with {title} where the achievement's title goes: "View {title}".
     */
    linkLabel: string;
    /**
     * Whether an expired certification stays on the page, marked expired (true, the default), or is left out (false).
     */
    showExpired?: boolean;
  };
  /**
   * Texts of the contact section.
   */
  contact: {
    title: string;
    subtitle: string;
  } & {
    title?: unknown;
    subtitle?: unknown;
    /**
     * The heading above the contact details.
     */
    infoTitle: string;
    /**
     * The small labels of the contact details.
     */
    infoLabels: {
      /**
       * Label of the email address.
       */
      email: string;
      /**
       * Label of the phone number.
       */
      phone: string;
      /**
       * Label of the location and its map link.
       */
      location: string;
      /**
       * Label of workingHours.
       */
      workingHours: string;
    };
    /**
     * The Copy button beside the e-mail address in the contact section (shown only where scripts run).
     */
    copyEmail: {
      /**
       * The button's visible text.
       */
      button: string;
      /**
       * The button's name for screen readers; it should start with the visible text.
       */
      label: string;
      /**
       * Said for a moment once the address is copied.
       */
      copied: string;
      /**
       * Said when the browser refuses the clipboard and selects the address instead, for the visitor to copy.
       */
      selected: string;
    };
    /**
     * The line above the social links.
     */
    socialTitle: string;
    /**
     * The sentence before the link back to the projects.
     */
    projectsPrompt: string;
    /**
     * The link back to the projects, after projectsPrompt.
     */
    projectsLink: string;
    /**
     * The message form.
     */
    form?: {
      /**
       * The form's heading; also its name for screen readers.
       */
      title: string;
      /**
       * The note beside the heading saying every field must be filled in.
       */
      requiredNote: string;
      /**
       * The four fields, in the order they show.
       */
      fields: {
        /**
         * The visitor's name.
         */
        name: {
          /**
           * Shown above the field; also its name for screen readers.
           */
          label: string;
          /**
           * Example text shown in the empty field.
           */
          placeholder: string;
        };
        /**
         * The visitor's email address.
         */
        email: {
          /**
           * Shown above the field; also its name for screen readers.
           */
          label: string;
          /**
           * Example text shown in the empty field.
           */
          placeholder: string;
        };
        /**
         * The message's subject.
         */
        subject: {
          /**
           * Shown above the field; also its name for screen readers.
           */
          label: string;
          /**
           * Example text shown in the empty field.
           */
          placeholder: string;
        };
        /**
         * The message itself.
         */
        message: {
          /**
           * Shown above the field; also its name for screen readers.
           */
          label: string;
          /**
           * Example text shown in the empty field.
           */
          placeholder: string;
        };
      };
      /**
       * The send button.
       */
      submit: string;
      /**
       * The send button's text while the message is being sent.
       */
      sending: string;
      /**
       * Optional: what the form says, once its script runs, of a field left empty or an address that is not one, in the page's language. Without them the browser says it in its own language.
       */
      errors?: {
        /**
         * A field left empty ("Please fill in this field.").
         */
        required: string;
        /**
         * An e-mail address that is not one ("Please enter a whole email address, with an @ and the part after it.").
         */
        email: string;
      };
    };
    /**
     * Shown in place of the form for a few seconds after a message is sent.
     */
    sent?: {
      /**
       * The panel's heading.
       */
      title: string;
      /**
       * The paragraph under it.
       */
      message: string;
      /**
       * The button that brings the form back at once.
       */
      sendAnother: string;
    };
    /**
     * The notifications after the send button.
     */
    toasts?: {
      /**
       * Shown when the message is sent.
       */
      success: {
        /**
         * The notification's first line, in bold.
         */
        title: string;
        /**
         * The line under the title.
         */
        description: string;
      };
      /**
       * Shown when the message could not be sent.
       */
      failure: {
        /**
         * The notification's first line, in bold.
         */
        title: string;
        /**
         * The line under the title.
         */
        description: string;
      };
    };
    /**
     * How messages from the contact form reach you. "simulated": nothing is sent (the form only shows what sending looks like). "netlify": Netlify Forms stores each message in your Netlify dashboard and e-mails it to you (Netlify only). "email": the site's /api/contact function e-mails each message to your "email" through Resend, with the RESEND_API_KEY variable set on your host (Netlify or Vercel). docs/contact-form.md has the steps. "none": no form at all; the contact section shows your e-mail, phone and profiles only.
     */
    delivery: "simulated" | "netlify" | "email" | "none";
    /**
     * With "delivery": "email": the From address of the e-mails the site sends you, on a domain you verified in Resend, e.g. "Portfolio <contact@briankamau.dev>". Without it: "Portfolio <onboarding@resend.dev>", which Resend delivers only to the address your Resend account was made with. The visitor's own address is always the Reply-To.
     */
    sender?: string;
    /**
     * Texts for when a message could not be sent, and for the pages a message sent without JavaScript lands on ("netlify" and "email" delivery).
     */
    sendHelp?: {
      /**
       * Shown after a failed send, before your e-mail address as a link that opens the visitor's e-mail app with their subject and message filled in.
       */
      emailInstead: string;
      /**
       * Heading over the visitor's text, shown back to copy, on the page a failed send without JavaScript gets.
       */
      yourMessage: string;
      /**
       * Before the names of the fields the server could not accept, on that page.
       */
      checkFields: string;
      /**
       * The link from that page back to the form.
       */
      backToForm: string;
      /**
       * The link from the "sent" page (a message sent without JavaScript) back to the site.
       */
      backToSite: string;
      /**
       * Label of the hidden field that catches spam robots ("bot-field"): browsers never show it, but a text-only browser or a reader mode may, so it says to leave it empty.
       */
      botField: string;
      /**
       * Said instead of the failure toast's description (and on the page a send without JavaScript gets) when the site did not hear back from the e-mail service in time, so the message may have arrived ("email" delivery), or when the page stopped waiting for an answer.
       */
      mayHaveArrived: string;
      /**
       * With "netlify" or "email" delivery: what the browser says when the name, e-mail address or subject holds something that is not one line of text (a tab, a line break, an invisible control or text-direction character).
       */
      oneLine: string;
    };
  };
  /**
   * Texts of the footer at the bottom of every page.
   */
  footer: {
    /**
     * Follows "© <year> <name>." in the copyright line.
     */
    rightsReserved: string;
    /**
     * The button that goes to the contact section.
     */
    contactMe: string;
    /**
     * The tooltip of the round button that scrolls back to the top; also its name for screen readers.
     */
    backToTop: string;
    /**
     * The footer link to the /downloads page.
     */
    downloads: string;
  };
  /**
   * Texts of the /downloads page; title is also the browser tab's title.
   */
  downloads: {
    title: string;
    subtitle: string;
  } & {
    title?: unknown;
    subtitle?: unknown;
    /**
     * The download button of each app.
     */
    download: string;
    /**
     * The download button's name for screen readers; {name} becomes the app's name and {size} becomes the file's size ("12.3 MB"); both must be there. Start it with the download text so voice control finds the button by what it shows.
     */
    downloadLabel: string;
    /**
     * The facts of each app's file, read from it at build time.
     */
    facts: {
      /**
       * The app's version; {version} becomes its version name ("1.4.2").
       */
      version: string;
      /**
       * The oldest Android it runs on; {android} becomes that version ("8.0").
       */
      android: string;
      /**
       * Shown when the app has a releaseDate; {date} becomes the date.
       */
      released: string;
      /**
       * The heading of the app's whatsNew text, where it has one.
       */
      whatsNew: string;
      /**
       * The label of the package name (com.example.app).
       */
      package: string;
      /**
       * The label of the file's SHA-256.
       */
      fileSha256: string;
      /**
       * The label of the signing certificate's SHA-256.
       */
      certificateSha256: string;
      /**
       * Shown in place of the certificate when a file is not signed.
       */
      unsigned: string;
    };
    /**
     * The Copy button beside each SHA-256 (shown only where scripts run).
     */
    copyHash: {
      /**
       * The button's visible text.
       */
      button: string;
      /**
       * The button's name for screen readers, starting with the visible text; {what} becomes the value's label, {name} the app's name.
       */
      label: string;
      /**
       * Said for a moment once the value is copied.
       */
      copied: string;
      /**
       * Said when the browser refuses the clipboard and selects the value instead.
       */
      selected: string;
    };
    /**
     * The QR code beside each download, for a phone to scan (hidden in print, where the address is written out).
     */
    qr: {
      /**
       * The line under the code.
       */
      caption: string;
      /**
       * The code's text alternative; {url} becomes the address it encodes, {name} the app's name.
       */
      label: string;
    };
    /**
     * The note under the apps on how to check a file before installing it.
     */
    verify: {
      /**
       * Its heading.
       */
      title: string;
      /**
       * Its paragraphs.
       *
       * @minItems 1
       */
      paragraphs: string[];
    };
  };
  /**
   * The résumé (/Your-Name-Resume.pdf, one page) and the CV (/Your-Name-CV.pdf, everything) the build writes as PDF files from this content, with copies at /resume.pdf and /cv.pdf, and the texts only they have.
   */
  pdf: {
    /**
     * Optional: the paper size of both files, "A4" (the default) or "Letter" (North America).
     */
    paperSize?: "A4" | "Letter";
    /**
     * The CV's title, in its document properties and its file name (Your-Name-CV.pdf); the résumé's is header.resume.
     */
    cvTitle: string;
    /**
     * The CV's heading above every project (the résumé shows the featured ones under projects.title).
     */
    projectsTitle: string;
    /**
     * The name for screen readers of a link to one of these files; {text} becomes the link's text ("Resume") and {size} the file's size ("48.2 kB"); both must be there. Start it with {text} so voice control finds the link by what it shows.
     */
    linkLabel: string;
  };
  /**
   * Texts of the page shown for an unknown address (404).
   */
  notFound: {
    /**
     * The browser tab's title.
     */
    pageTitle: string;
    /**
     * The sentence under the large 404; also the page's description for search engines.
     */
    message: string;
    /**
     * The button back to the home page.
     */
    returnHome: string;
  };
  /**
   * Optional: the editor at /admin/, where you edit this content in the browser and each change becomes a pull request with its deploy preview (docs/owner-guide.md, "Edit in your browser"). On Netlify and Vercel it needs none of these: the build knows your repository and branch.
   */
  editor?: {
    /**
     * Optional, on by default: false builds the site without /admin/.
     */
    enabled?: boolean;
    /**
     * Optional: your site's GitHub repository, written owner/name, e.g. briankamau/portfolio. Without it: the one Netlify or Vercel builds, or the checkout's remote "origin".
     */
    repository?: string;
    /**
     * Optional: the branch your site is published from, where each draft's pull request goes. Without it: the branch Netlify or Vercel builds, or the checkout's.
     */
    branch?: string;
    /**
     * Optional: how you sign in with GitHub. "netlify": Netlify's GitHub provider (the default on Netlify); "site": the site's own sign-in function, with your GitHub OAuth app's GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET set on the host (the default on Vercel); "token": a personal access token only (the default elsewhere).
     */
    signIn?: "netlify" | "site" | "token";
  };
}

/**
 * Entries of the navigation bar: a section of the home page each. They show in the order of data/site.json "sections", and only for the sections it lists.
 *
 * @minItems 1
 */
export type NavigationData = {
  /**
   * The section this entry scrolls to: "home" is the hero.
   */
  id: "home" | "about" | "projects" | "skills" | "achievements" | "contact";
  label: string;
  /**
   * Small caption under the label in the mobile menu.
   */
  mobileCaption: string;
  /**
   * The icon beside the label: a name of the icon set, like "github", "react", "email" (docs/owner-guide.md, "Icons").
   */
  icon: string;
}[];

/**
 * The projects shown in the gallery, in display order.
 */
export type ProjectsData = {
  /**
   * A unique number for the project.
   */
  id: number;
  title: string;
  /**
   * Optional: the last part of the project page's address, /projects/<slug>: lower-case letters a-z, digits and single hyphens, e.g. soko-store. Leave it out to make it from the title ("Soko Online Store" gives soko-online-store). Set it to keep an address when you rename the project, or when two titles give the same address.
   */
  slug?: string;
  /**
   * Shown on the card, clamped to 3 lines.
   */
  description: string;
  /**
   * The card shows the first 3 and a +N count for the rest.
   *
   * @minItems 1
   */
  technologies: string[];
  /**
   * Path of the image relative to data/, e.g. images/projects/my-app.jpg (the editor at /admin/ writes ./images/projects/my-app.jpg, the same file): JPEG, PNG, WebP or AVIF, the extension in any case (.jpg, .JPG, .jpeg, .png, .webp, .avif).
   */
  image: string;
  /**
   * What the screenshot shows, read by screen readers.
   */
  imageAlt: string;
  /**
   * Optional: the project's code, a full web address like https://github.com/you/project. Leave the field out when the code is not public: the card then shows no Code button.
   */
  githubUrl?: string;
  /**
   * Optional: a live demo, a full web address like https://example.com. Leave the field out when there is no demo: the card then shows no Live Demo button.
   */
  liveUrl?: string;
  /**
   * The project's category: one of the categories data/site.json lists in "projects.filters" (lower-case words joined by hyphens, like "web" or "game-dev"; "all" is the filter that shows every project).
   */
  category: string;
  /**
   * Featured projects are shown before 'View All Projects' is clicked. With more than 12 projects, the home page shows only the featured ones (at most 12), and every project is on the gallery page, /projects.
   */
  featured: boolean;
  /**
   * Optional: the case study on the project's own page. Every field is optional and shown only when present; leave out a field rather than leaving it empty.
   */
  caseStudy?: {
    /**
     * What you did on the project, e.g. "Lead developer: architecture, the checkout and the seller dashboard".
     */
    role?: string;
    /**
     * Who you worked with, e.g. "Two developers and a designer, for a cooperative of 40 artisans".
     */
    team?: string;
    /**
     * When and how long, e.g. "Jan - Jun 2024, six months to launch".
     */
    timeline?: string;
    /**
     * The problem the project solved, and for whom: one paragraph.
     */
    problem?: string;
    /**
     * How you solved it: the main decisions and why, one paragraph.
     */
    approach?: string;
    /**
     * What changed once it shipped: one paragraph; the figures below give the numbers.
     */
    outcome?: string;
    /**
     * The outcome in numbers, each a value and what it measures, e.g. { "value": "38%", "label": "fewer abandoned checkouts" }.
     *
     * @minItems 1
     */
    figures?: {
      /**
       * The number as it should read: "38%", "2.1 s", "12,000".
       */
      value: string;
      /**
       * What the number measures, read after it.
       */
      label: string;
    }[];
    /**
     * Short points worth a recruiter's attention, one sentence each.
     *
     * @minItems 1
     */
    highlights?: string[];
    /**
     * Extra screenshots shown under the case study, in order, each with its alt text.
     *
     * @minItems 1
     */
    screenshots?: {
      /**
       * Path of the image relative to data/, e.g. images/projects/my-app.jpg (the editor at /admin/ writes ./images/projects/my-app.jpg, the same file): JPEG, PNG, WebP or AVIF, the extension in any case (.jpg, .JPG, .jpeg, .png, .webp, .avif).
       */
      image: string;
      /**
       * What the screenshot shows, read by screen readers.
       */
      alt: string;
    }[];
  };
}[];

/**
 * Positions shown in the about section and the résumé and CV, newest first (the page sorts them). May be empty ([]): the about section then has no experience list.
 */
export type ExperienceData = {
  /**
   * Optional: a name for the entry, lower-case words joined by hyphens, which a translation of it names too (docs/owner-guide.md, "Languages").
   */
  id?: string;
  title: string;
  company: string;
  /**
   * The month you started, written YYYY-MM: "2025-04" for April 2025.
   */
  start: string;
  /**
   * The month you left, written YYYY-MM. Leave it out while the position is current: the page then says "Present" (about.present in data/site.json).
   */
  end?: string;
  description: string;
}[];

/**
 * Skills shown in the tabs of the skills section, sorted by level on the page.
 */
export type SkillsData = {
  /**
   * The skill's category: one of the categories data/site.json lists in "skills.tabs" (lower-case words joined by hyphens, like "languages" or "cloud"; "featured" is the tab of the featured skills).
   */
  category: string;
  name: string;
  /**
   * The icon on the skill's card: a name of the icon set, like "github", "react", "email" (docs/owner-guide.md, "Icons").
   */
  icon: string;
  /**
   * Proficiency in percent, 0 to 100.
   */
  level: number;
  featured: boolean;
}[];

/**
 * Optional: certifications, awards, talks and publications, shown as a section of the home page (when data/site.json "sections" lists "achievements"), in the CV and in search engines' view of you. Newest first on the page. The file may be left out, or be [].
 */
export type AchievementsData = {
  /**
   * Optional: a name for the entry, lower-case words joined by hyphens, which a translation of it names too.
   */
  id?: string;
  /**
   * What it is: the section names each kind with data/site.json "achievements.kinds".
   */
  kind: "certification" | "award" | "talk" | "publication";
  /**
   * The certification, the award, the talk's or the article's title.
   */
  title: string;
  /**
   * Who issued or awarded it, the event you spoke at, or where it was published.
   */
  issuer: string;
  /**
   * When, written YYYY-MM: "2024-06" for June 2024.
   */
  date: string;
  /**
   * Optional, for a certification: the month it expires, written YYYY-MM. Once past, the page marks it expired, or leaves it out (data/site.json "achievements.showExpired").
   */
  expires?: string;
  /**
   * Optional: the certificate's ID, which a visitor can check with its issuer.
   */
  credentialId?: string;
  /**
   * Optional: where to see it (the credential, the talk's recording, the article), a full web address like https://example.com.
   */
  url?: string;
}[];

/**
 * Apps listed on the /downloads page. An empty list [] builds the site without the /downloads page and without the links to it.
 */
export type AppsData = {
  name: string;
  /**
   * One or two sentences under the app's name. An empty one builds, with a warning.
   */
  description: string;
  /**
   * Site path of the package, e.g. /downloads/my-app.apk, ending in .apk (lower case: both hosts send such files as Android packages to save); the file itself lives in static/downloads/. The build reads its version, size, SHA-256 and signer from the file.
   */
  filePath: string;
  /**
   * Optional: what is new in this version, in a sentence or two.
   */
  whatsNew?: string;
  /**
   * Optional: the day this version was published, written YYYY-MM-DD, e.g. 2026-11-25.
   */
  releaseDate?: string;
}[];

/**
 * The content of data/, file by file (src/content/data-files.ts), each as its schema describes it.
 */
export interface ContentFiles {
  site: SiteData;
  navigation: NavigationData;
  projects: ProjectsData;
  experience: ExperienceData;
  skills: SkillsData;
  achievements: AchievementsData;
  apps: AppsData;
}
