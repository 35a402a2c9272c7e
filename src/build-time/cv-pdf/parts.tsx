/**
 * The pieces the résumé and the CV share: the page, the owner's name and contact details, a
 * section, a job, a project's lead, a labelled line. One column, text in reading order, each
 * address written out (a printed page cannot be clicked) and a live link besides.
 *
 * A heading never ends a page: it is held together with the start of what it heads
 * (`wrap={false}`), and so are a job and a project's lead, which are short.
 */
import React from "react"
import { Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer"
import { displayUrl, fillIn, telHref } from "../../shared/text"
import { formatMonth } from "../../shared/dates"
import { categoryLabel } from "../../shared/projects"
import type { CvAchievement, CvContent, CvJob, CvProject } from "./content"
import { cvPageUrl } from "./content"
import { PDF_COLORS } from "./colors"
import { PDF_FONT_FAMILY } from "../../fonts/pdf-font"

/**
 * Each text's line height is its own, with its font size beside it (react-pdf reads the one
 * without the other as a multiple of its default size): set on the page, react-pdf leaves out
 * the page-numbered footer (a `fixed` text drawn by a `render` function).
 */
const LINE = 1.35
const BODY = 9

export const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: BODY,
    color: PDF_COLORS.text,
    backgroundColor: PDF_COLORS.paper,
    paddingTop: 40,
    paddingBottom: 44,
    paddingHorizontal: 48,
  },
  name: { fontSize: 22, fontWeight: 600, lineHeight: 1.2 },
  jobTitle: { fontSize: 12, lineHeight: 1.3, color: PDF_COLORS.brand, marginTop: 2 },
  contact: { fontSize: 8.5, lineHeight: LINE, color: PDF_COLORS.muted, marginTop: 6 },
  rule: { borderBottomWidth: 1.5, borderBottomColor: PDF_COLORS.accent, marginTop: 10 },
  summary: { fontSize: BODY, lineHeight: LINE, marginTop: 8 },
  section: { marginTop: 10 },
  heading: { fontSize: 12, lineHeight: 1.3, fontWeight: 600, color: PDF_COLORS.brand, marginBottom: 3 },
  entry: { marginTop: 5 },
  entryTitle: { fontSize: 10, lineHeight: LINE, fontWeight: 600 },
  meta: { fontSize: 8.5, lineHeight: LINE, color: PDF_COLORS.muted },
  paragraph: { fontSize: BODY, lineHeight: LINE, marginTop: 1 },
  label: { fontWeight: 600 },
  subheading: { fontSize: BODY, lineHeight: LINE, fontWeight: 600, marginTop: 5 },
  link: { color: PDF_COLORS.brand, textDecoration: "none" },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 48,
    right: 48,
    fontSize: 8,
    color: PDF_COLORS.muted,
    textAlign: "center",
  },
})

/** A paper size of the schema's (content.ts paperSizeOf) by react-pdf's name for it: the same in capitals, "LETTER". */
const pageSize = (paperSize: string) => paperSize.toUpperCase() as NonNullable<React.ComponentProps<typeof Page>["size"]>

export function PdfPage({ paperSize, children }: { paperSize: string; children: React.ReactNode }) {
  return (
    <Page size={pageSize(paperSize)} style={styles.page}>
      {children}
    </Page>
  )
}

/** An address written out, and a link to it. */
export function Address({ href }: { href: string }) {
  return (
    <Link src={href} style={styles.link}>
      {displayUrl(href)}
    </Link>
  )
}

/** Items of one line, "·" between them; each its own text, so reading order is the line's. */
function Dotted({ items }: { items: React.ReactNode[] }) {
  return <>{items.flatMap((item, index) => (index === 0 ? [item] : [" · ", item]))}</>
}

/** Name, job title and every way to reach the owner. `withMap` links the location to its map (the CV). */
export function OwnerHeader({ site, withMap }: { site: CvContent["site"]; withMap: boolean }) {
  const location = withMap && site.mapsUrl ? (
    <Link key="location" src={site.mapsUrl} style={styles.link}>
      {site.location}
    </Link>
  ) : (
    site.location
  )
  const reach = [
    location,
    <Link key="email" src={`mailto:${site.email}`} style={styles.link}>
      {site.email}
    </Link>,
    ...(site.phone
      ? [
          <Link key="phone" src={telHref(site.phone)} style={styles.link}>
            {site.phone}
          </Link>,
        ]
      : []),
    <Address key="site" href={cvPageUrl(site, "/")} />,
  ]
  // The e-mail address is already there; a profile is its label and address.
  const profiles = site.socialLinks
    .filter((link) => !link.href.startsWith("mailto:"))
    .map((link) => (
      <React.Fragment key={link.href}>
        {`${link.label}: `}
        <Address href={link.href} />
      </React.Fragment>
    ))
  return (
    <View>
      <Text style={styles.name}>{site.name}</Text>
      <Text style={styles.jobTitle}>{site.jobTitle}</Text>
      <Text style={styles.contact}>
        <Dotted items={reach} />
      </Text>
      {profiles.length > 0 && (
        <Text style={styles.contact}>
          <Dotted items={profiles} />
        </Text>
      )}
      <View style={styles.rule} />
    </View>
  )
}

/**
 * A section: its heading kept on the page of its first entry. `first` is that entry (or the
 * start of it); `rest` flows on, over as many pages as it takes.
 */
export function Section({ title, first, rest }: { title: string; first: React.ReactNode; rest?: React.ReactNode }) {
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <Text style={styles.heading}>{title}</Text>
        {first}
      </View>
      {rest}
    </View>
  )
}

export function Job({ job }: { job: CvJob }) {
  return (
    <View style={styles.entry} wrap={false}>
      <Text style={styles.entryTitle}>
        {job.title} · {job.company}
        <Text style={styles.meta}> · {job.period}</Text>
      </Text>
      <Text style={styles.paragraph}>{job.description}</Text>
    </View>
  )
}

/**
 * An achievement: its title, what it is and who gave it, when; a certification's ID and
 * expiry; its link. Never cut by a page break.
 */
export function Achievement({ achievement, site }: { achievement: CvAchievement; site: CvContent["site"] }) {
  const text = site.achievements!
  const details = [
    achievement.credentialId && fillIn(text.credentialId, { id: achievement.credentialId }),
    achievement.expires && fillIn(achievement.expired ? text.expired : text.validUntil, { date: formatMonth(achievement.expires, site) }),
  ].filter((detail): detail is string => !!detail)
  return (
    <View style={styles.entry} wrap={false}>
      <Text style={styles.entryTitle}>
        {achievement.title}
        <Text style={styles.meta}> · {[text.kinds[achievement.kind], achievement.issuer, achievement.when].join(" · ")}</Text>
      </Text>
      {(details.length > 0 || achievement.url) && (
        <Text style={styles.meta}>
          <Dotted items={[...details, ...(achievement.url ? linkItems([{ label: text.link, href: achievement.url }]) : [])]} />
        </Text>
      )}
    </View>
  )
}

/** "Code: github.com/…", one per link. */
const linkItems = (links: { label: string; href: string }[]) =>
  links.map((link) => (
    <React.Fragment key={link.href}>
      {`${link.label}: `}
      <Address href={link.href} />
    </React.Fragment>
  ))

/**
 * A project's title, category, description, technologies and links: never cut by a page break.
 * The CV labels the technologies and gives the links a line of their own; the résumé, short of
 * room, writes technologies and links on one line.
 */
export function ProjectLead({
  project,
  site,
  technologiesLabel,
  extraLinks = [],
}: {
  project: CvProject
  site: CvContent["site"]
  /** "Technologies" before the list (the CV), or none (the résumé). */
  technologiesLabel?: string
  extraLinks?: { label: string; href: string }[]
}) {
  const links = linkItems([
    ...(project.githubUrl ? [{ label: site.projects.card.code, href: project.githubUrl }] : []),
    ...(project.liveUrl ? [{ label: site.projects.card.liveDemo, href: project.liveUrl }] : []),
    ...extraLinks,
  ])
  const technologies = project.technologies.join(", ")
  return (
    <View style={styles.entry} wrap={false}>
      <Text style={styles.entryTitle}>
        {project.title}
        <Text style={styles.meta}> · {categoryLabel(site.projects.filters, project.category)}</Text>
      </Text>
      <Text style={styles.paragraph}>{project.description}</Text>
      {technologiesLabel ? (
        <>
          <Text style={styles.meta}>
            <Text style={styles.label}>{`${technologiesLabel}: `}</Text>
            {technologies}
          </Text>
          {links.length > 0 && (
            <Text style={styles.meta}>
              <Dotted items={links} />
            </Text>
          )}
        </>
      ) : (
        <Text style={styles.meta}>
          <Dotted items={[technologies, ...links]} />
        </Text>
      )}
    </View>
  )
}

/** "Label: text", the label in bold. */
export function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text style={styles.paragraph}>
      <Text style={styles.label}>{`${label}: `}</Text>
      {children}
    </Text>
  )
}
