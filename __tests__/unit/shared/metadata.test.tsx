import React from "react"
import { useStaticQuery } from "gatsby"
import site from "../../fixtures/sites/sample/data/site.json"
import achievements from "../../fixtures/sites/sample/data/achievements.json"
import {
  absoluteUrl,
  buildJsonLd,
  buildPageMeta,
  buildTitle,
  ogLocale,
  parseLocation,
  profileLinks,
  projectJsonLd,
  serializeJsonLd,
  THEME_COLOR,
  THEME_COLOR_LIGHT,
} from "../../../src/shared/metadata"
import { Seo } from "../../../src/components/seo/Seo"
import { Head as ProjectHead } from "../../../src/templates/project"
import { projectPageData } from "../../support/page-data"
import { renderHead } from "../../support/render-head"

const SITE_URL = "https://briankamau.dev"

const metaContent = (meta: ReturnType<typeof buildPageMeta>["meta"], key: string) =>
  meta.find((tag) => ("name" in tag ? tag.name : tag.property) === key)?.content

describe("metadata builders", () => {
  it("titles the home page with name and job title, other pages with their own title", () => {
    expect(buildTitle(site)).toBe("Brian Kamau | Full-Stack Software Engineer")
    expect(buildTitle(site, "Download My Apps")).toBe("Download My Apps | Brian Kamau")
  })

  it("builds absolute, slash-free addresses except for the root", () => {
    expect(absoluteUrl(SITE_URL, "/")).toBe("https://briankamau.dev/")
    expect(absoluteUrl(SITE_URL, "/downloads/")).toBe("https://briankamau.dev/downloads")
    expect(absoluteUrl(`${SITE_URL}/`, "downloads")).toBe("https://briankamau.dev/downloads")
  })

  it("splits the location into locality and country", () => {
    expect(parseLocation("Nairobi, Kenya")).toEqual({ locality: "Nairobi", country: "Kenya" })
    expect(parseLocation("Nairobi")).toEqual({ locality: "Nairobi" })
  })

  it("takes a host of its own for a profile too, but not a name reserved for examples", () => {
    expect(profileLinks([
      { href: "https://mateoq.itch.io", label: "itch.io" },
      { href: "https://someone.dev/", label: "Website" },
      { href: "https://demo.example.com/someone", label: "Demo" },
      { href: "https://www.youtube.com/@", label: "YouTube" },
    ])).toEqual(["https://mateoq.itch.io", "https://someone.dev/"])
  })

  it("keeps only web profiles for sameAs: no mailto: and no placeholder home pages", () => {
    expect(
      profileLinks([
        { href: "https://github.com/someone", label: "GitHub" },
        { href: "https://twitter.com/", label: "Twitter" },
        { href: "mailto:someone@example.com", label: "Email" },
        { href: "https://www.linkedin.com/in/someone/", label: "LinkedIn" },
      ])
    ).toEqual(["https://github.com/someone", "https://www.linkedin.com/in/someone/"])
  })

  it("describes the owner as a Person in Nairobi and the site as a WebSite", () => {
    const jsonLd = buildJsonLd(site, SITE_URL) as { "@context": string; "@graph": Record<string, any>[] }
    expect(jsonLd["@context"]).toBe("https://schema.org")
    const [person, website] = jsonLd["@graph"]
    expect(person).toMatchObject({
      "@type": "Person",
      name: "Brian Kamau",
      jobTitle: "Full-Stack Software Engineer",
      url: "https://briankamau.dev/",
      address: { "@type": "PostalAddress", addressLocality: "Nairobi", addressCountry: "Kenya" },
      sameAs: ["https://github.com/briankamau", "https://www.linkedin.com/in/briankamau"],
    })
    expect(website).toMatchObject({ "@type": "WebSite", url: "https://briankamau.dev/", name: "Brian Kamau", inLanguage: "en-KE" })
  })

  it("names the owner's certifications as credentials and awards as awards, and leaves talks and publications to the page", () => {
    const credentials = [
      { kind: "certification", title: "Certified Kubernetes Administrator", issuer: "CNCF", date: "2024-03", expires: "2027-03", credentialId: "LF-1", url: "https://example.org/cka" },
      { kind: "certification", title: "Scrum Master", issuer: "Scrum.org", date: "2021-05" },
      { kind: "award", title: "Best paper", issuer: "KubeCon Europe", date: "2023-04" },
      { kind: "talk", title: "Operators at scale", issuer: "FOSDEM", date: "2024-02" },
    ]
    const [person] = (buildJsonLd({ ...site, credentials }, SITE_URL) as { "@graph": Record<string, any>[] })["@graph"]
    expect(person.hasCredential).toEqual([
      {
        "@type": "EducationalOccupationalCredential",
        name: "Certified Kubernetes Administrator",
        credentialCategory: "certificate",
        recognizedBy: { "@type": "Organization", name: "CNCF" },
        dateCreated: "2024-03",
        expires: "2027-03",
        identifier: "LF-1",
        url: "https://example.org/cka",
      },
      { "@type": "EducationalOccupationalCredential", name: "Scrum Master", credentialCategory: "certificate", recognizedBy: { "@type": "Organization", name: "Scrum.org" }, dateCreated: "2021-05" },
    ])
    expect(person.award).toEqual(["Best paper (KubeCon Europe, 2023)"])
    const [withoutAny] = (buildJsonLd(site, SITE_URL) as { "@graph": Record<string, any>[] })["@graph"]
    expect(withoutAny).not.toHaveProperty("hasCredential")
    expect(withoutAny).not.toHaveProperty("award")
  })

  it("builds the home page's description, canonical, Open Graph and Twitter tags", () => {
    const meta = buildPageMeta({ site, siteUrl: SITE_URL, pathname: "/" })
    expect(meta.title).toBe("Brian Kamau | Full-Stack Software Engineer")
    expect(meta.canonical).toBe("https://briankamau.dev/")
    expect(metaContent(meta.meta, "description")).toBe(site.description)
    expect(metaContent(meta.meta, "robots")).toBe("index, follow")
    expect(meta.meta.filter((tag) => "name" in tag && tag.name === "theme-color")).toEqual([
      { name: "theme-color", content: "#0b1120", media: "(prefers-color-scheme: dark)" },
      { name: "theme-color", content: "#f8fafc", media: "(prefers-color-scheme: light)" },
    ])
    expect(metaContent(meta.meta, "og:url")).toBe("https://briankamau.dev/")
    expect(metaContent(meta.meta, "og:title")).toBe(meta.title)
    expect(metaContent(meta.meta, "og:image")).toBe("https://briankamau.dev/og-image.png")
    expect(metaContent(meta.meta, "og:image:width")).toBe("1200")
    expect(metaContent(meta.meta, "og:image:height")).toBe("630")
    expect(metaContent(meta.meta, "twitter:card")).toBe("summary_large_image")
    expect(metaContent(meta.meta, "twitter:image")).toBe("https://briankamau.dev/og-image.png")
  })

  it("uses a preview's own address for canonical and share links", () => {
    const meta = buildPageMeta({ site, siteUrl: "https://p--s.netlify.app", pathname: "/downloads", noindex: true })
    expect(meta.canonical).toBe("https://p--s.netlify.app/downloads")
    expect(meta.image.url).toBe("https://p--s.netlify.app/og-image.png")
    expect(meta.robots).toBe("noindex, nofollow")
  })

  it("gives the 404 page noindex and no canonical or og:url", () => {
    const meta = buildPageMeta({ site, siteUrl: SITE_URL, pathname: "/404.html", noindex: true, canonical: false })
    expect(meta.canonical).toBeUndefined()
    expect(metaContent(meta.meta, "og:url")).toBeUndefined()
    expect(metaContent(meta.meta, "robots")).toBe("noindex, nofollow")
  })

  it("gives a project page its own share image, and its project in JSON-LD with the owner as author", () => {
    const project = {
      title: "Soko Online Store",
      slug: "soko-online-store",
      description: "A storefront.",
      technologies: ["React", "Laravel"],
      githubUrl: "https://github.com/briankamau/soko-store",
      liveUrl: "https://soko.example.com",
    }
    const meta = buildPageMeta({
      site,
      siteUrl: SITE_URL,
      pathname: "/projects/soko-online-store",
      title: project.title,
      description: project.description,
      image: { path: "/og/projects/soko-online-store.png", alt: "Soko Online Store: the storefront" },
      about: projectJsonLd(project, SITE_URL),
    })
    expect(meta.title).toBe("Soko Online Store | Brian Kamau")
    expect(meta.canonical).toBe("https://briankamau.dev/projects/soko-online-store")
    expect(metaContent(meta.meta, "og:type")).toBe("article")
    for (const key of ["og:image", "twitter:image"]) expect(metaContent(meta.meta, key)).toBe("https://briankamau.dev/og/projects/soko-online-store.png")
    for (const key of ["og:image:alt", "twitter:image:alt"]) expect(metaContent(meta.meta, key)).toBe("Soko Online Store: the storefront")
    const graph = meta.jsonLd["@graph"] as Record<string, unknown>[]
    const person = graph.find((node) => node["@type"] === "Person")!
    expect(graph.find((node) => node["@type"] === "SoftwareSourceCode")).toEqual({
      "@type": "SoftwareSourceCode",
      "@id": "https://briankamau.dev/projects/soko-online-store#project",
      name: "Soko Online Store",
      description: "A storefront.",
      url: "https://briankamau.dev/projects/soko-online-store",
      image: "https://briankamau.dev/og/projects/soko-online-store.png",
      keywords: "React, Laravel",
      author: { "@id": person["@id"] },
      isPartOf: { "@id": "https://briankamau.dev/#website" },
      codeRepository: "https://github.com/briankamau/soko-store",
      sameAs: ["https://soko.example.com"],
    })
  })

  it("gives a project page in another language its own address, share image and language", () => {
    const project = { title: "Soko", slug: "soko-online-store", description: "Duka.", technologies: ["React"], githubUrl: null }
    expect(projectJsonLd(project, SITE_URL, { pathname: "/sw/projects/soko-online-store/", language: "sw" })).toMatchObject({
      "@id": "https://briankamau.dev/sw/projects/soko-online-store#project",
      url: "https://briankamau.dev/sw/projects/soko-online-store",
      inLanguage: "sw",
      image: "https://briankamau.dev/sw/og/projects/soko-online-store.png",
    })
  })

  it("describes a project without public code as a CreativeWork", () => {
    const about = projectJsonLd({ title: "Shule", slug: "shule", description: "Schools.", technologies: ["Laravel"], githubUrl: null }, SITE_URL)
    expect(about).toMatchObject({ "@type": "CreativeWork", author: { "@id": "https://briankamau.dev/#person" } })
    expect(about).not.toHaveProperty("codeRepository")
    expect(about).not.toHaveProperty("sameAs")
  })

  it("serializes JSON-LD so data cannot close the script element", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>" })
    expect(out).not.toContain("</script>")
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>" })
  })
})

describe("each language's metadata", () => {
  const alternates = [
    { language: "en-KE", path: "/" },
    { language: "sw", path: "/sw" },
  ]
  const swahili = { ...site, language: "sw", region: "KE" }

  it("names the locale with its region for Open Graph: the tag's own, else the one the owner names; the tag stays as written elsewhere", () => {
    expect([ogLocale("en-KE"), ogLocale("sw", "KE"), ogLocale("sw"), ogLocale("pt-BR", "KE"), ogLocale("zh-Hant-TW")]).toEqual(["en_KE", "sw_KE", "sw", "pt_BR", "zh_TW"])
    const meta = buildPageMeta({ site: swahili, siteUrl: SITE_URL, pathname: "/sw", alternates })
    expect(metaContent(meta.meta, "og:locale")).toBe("sw_KE")
    expect(meta.meta.filter((tag) => "property" in tag && tag.property === "og:locale:alternate").map((tag) => tag.content)).toEqual(["en_KE"])
    expect(meta.alternates.map((link) => link.hreflang)).toEqual(["en-KE", "sw", "x-default"])
  })

  it("gives a language's JSON-LD that language's home page and share image", () => {
    const graph = (buildPageMeta({ site: swahili, siteUrl: SITE_URL, pathname: "/sw", alternates }).jsonLd as { "@graph": Record<string, string>[] })["@graph"]
    expect(graph.map((node) => [node.url, node.image])).toEqual([
      ["https://briankamau.dev/sw", "https://briankamau.dev/sw/og-image.png"],
      ["https://briankamau.dev/sw", undefined],
    ])
    const project = projectJsonLd({ title: "Soko", slug: "soko", description: "A shop.", technologies: ["React"] }, SITE_URL, { pathname: "/sw/projects/soko", language: "sw" })
    expect(project).toMatchObject({ author: { "@id": "https://briankamau.dev/sw#person" }, isPartOf: { "@id": "https://briankamau.dev/sw#website" } })
  })
})

describe("Seo component", () => {
  const mockQuery = (isPreview: boolean, siteJson: { sections: string[] } = site) =>
    (useStaticQuery as jest.Mock).mockReturnValue({
      site: { siteMetadata: { siteUrl: SITE_URL, isPreview } },
      allSiteJson: { nodes: [siteJson] },
      allAchievementsJson: { nodes: achievements },
    })
  const personOf = (container: HTMLElement) => JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "")["@graph"][0]

  it("renders title, canonical, meta tags and parseable JSON-LD", () => {
    mockQuery(false)
    const { container } = renderHead(<Seo pathname="/" />)
    expect(container.querySelector("title")?.textContent).toBe("Brian Kamau | Full-Stack Software Engineer")
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://briankamau.dev/")
    expect(container.querySelector('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')?.getAttribute("content")).toBe(THEME_COLOR)
    expect(container.querySelector('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')?.getAttribute("content")).toBe(THEME_COLOR_LIGHT)
    expect(container.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      "https://briankamau.dev/og-image.png"
    )
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "")
    expect(jsonLd["@graph"].map((node: { "@type": string }) => node["@type"])).toEqual(["Person", "WebSite"])
  })

  it("gives the Person the achievements the page shows, and none when the site leaves the section out", () => {
    mockQuery(false)
    const person = personOf(renderHead(<Seo pathname="/" />).container)
    const certifications = achievements.filter((achievement) => achievement.kind === "certification")
    expect(person.hasCredential.map((credential: { name: string }) => credential.name)).toEqual(certifications.map((certification) => certification.title))
    expect(person.award).toHaveLength(achievements.filter((achievement) => achievement.kind === "award").length)
    mockQuery(false, { ...site, sections: site.sections.filter((section) => section !== "achievements") })
    const without = personOf(renderHead(<Seo pathname="/" />).container)
    expect(without).not.toHaveProperty("hasCredential")
    expect(without).not.toHaveProperty("award")
  })

  it("gives a project page its own head, and noindex on a preview build like every page", () => {
    for (const isPreview of [false, true]) {
      mockQuery(isPreview)
      const props = { location: { pathname: "/projects/soko-online-store" }, data: projectPageData(2), pageContext: { language: "en-KE" } } as unknown as Parameters<typeof ProjectHead>[0]
      const { container } = renderHead(<ProjectHead {...props} />)
      expect(container.querySelector("title")?.textContent).toBe("Soko Online Store | Brian Kamau")
      expect(container.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe("https://briankamau.dev/og/projects/soko-online-store.png")
      expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(isPreview ? "noindex, nofollow" : "index, follow")
    }
  })

  it("marks every page noindex on a preview build", () => {
    mockQuery(true)
    const { container } = renderHead(<Seo pathname="/downloads" title="Download My Apps" />)
    expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
  })

  it("renders the 404 page noindex without a canonical link", () => {
    mockQuery(false)
    const { container } = renderHead(<Seo pathname="/404.html" title="Page not found" noindex canonical={false} />)
    expect(container.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow")
    expect(container.querySelector('link[rel="canonical"]')).toBeNull()
  })
})
