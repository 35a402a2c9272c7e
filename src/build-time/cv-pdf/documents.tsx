/**
 * The two documents: the one-page résumé (what src/build-time/cv-pdf/resume-fit.ts selects) and the full CV
 * (everything: every job, every project with its links and case study, every skill by category).
 * Title, author, subject, keywords and language are set for the software that files CVs.
 */
import React from "react"
import { Document, Text, View } from "@react-pdf/renderer"
import { projectPath } from "../../shared/project-pages"
import { skillGroups } from "../../shared/skills"
import { topSkills, type ResumeSelection } from "./resume-fit"
import type { CvAchievement, CvContent, CvJob, CvProject, CvSkill } from "./content"
import { cvPageUrl, paperSizeOf } from "./content"
import { Achievement, Job, Labelled, OwnerHeader, PdfPage, ProjectLead, Section, styles } from "./parts"

export type Resume = ResumeSelection<CvJob, CvProject, CvSkill, CvAchievement>

/** The document's properties: what a file manager, a PDF reader and an applicant tracking system show. */
export function documentProperties(content: CvContent, title: string) {
  const { site } = content
  return {
    title: `${site.name} – ${title}`,
    author: site.name,
    subject: site.description,
    keywords: [site.jobTitle, site.location, ...topSkills(content.skills).map((skill) => skill.name)].join(", "),
    language: site.language,
    creator: cvPageUrl(site, "/"),
  }
}

/** Sections in order, only those with something in them. */
const sections = (parts: (React.ReactElement | false)[]) => parts.filter(Boolean)

/** Every job given under the experience heading, the first held with it; nothing without jobs. */
const experienceSection = (title: string, [firstJob, ...otherJobs]: readonly CvJob[]) =>
  !!firstJob && <Section key="experience" title={title} first={<Job job={firstJob} />} rest={otherJobs.map((job, index) => <Job key={index} job={job} />)} />

/** The achievements, newest first, under the section's own title; nothing without any. */
const achievementsSection = (site: CvContent["site"], [first, ...others]: readonly CvAchievement[]) =>
  !!first &&
  !!site.achievements && (
    <Section
      key="achievements"
      title={site.achievements.title}
      first={<Achievement achievement={first} site={site} />}
      rest={others.map((achievement) => <Achievement key={`${achievement.kind}-${achievement.title}`} achievement={achievement} site={site} />)}
    />
  )

export type DocumentProperties = ReturnType<typeof documentProperties>

/** `content` as the font can draw it (render.ts), `properties` from the content as written: they need no font. */
export function ResumeDocument({ content, selection, properties }: { content: CvContent; selection: Resume; properties: DocumentProperties }) {
  const { site } = content
  const [firstProject, ...otherProjects] = selection.projects
  return (
    <Document {...properties}>
      <PdfPage paperSize={paperSizeOf(content)}>
        <OwnerHeader site={site} withMap={false} />
        {selection.summary && <Text style={styles.summary}>{site.tagline}</Text>}
        {sections([
          experienceSection(site.about.experienceTitle, selection.jobs),
          !!firstProject && (
            <Section
              key="projects"
              title={site.projects.title}
              first={<ProjectLead project={firstProject} site={site} />}
              rest={otherProjects.map((project) => <ProjectLead key={project.title} project={project} site={site} />)}
            />
          ),
          selection.skills.length > 0 && (
            <Section key="skills" title={site.skills.title} first={<Text style={styles.paragraph}>{selection.skills.map((skill) => skill.name).join(" · ")}</Text>} />
          ),
          achievementsSection(site, selection.achievements),
        ])}
      </PdfPage>
    </Document>
  )
}

/** A case study's parts, each kept whole with its heading. */
function CaseStudy({ project, site }: { project: CvProject; site: CvContent["site"] }) {
  const study = project.caseStudy
  if (!study) return null
  const text = site.projects.page
  const facts = (["role", "team", "timeline"] as const).filter((key) => study[key])
  const parts = (["problem", "approach", "outcome"] as const).filter((key) => study[key])
  const [firstHighlight, ...otherHighlights] = study.highlights ?? []
  return (
    <View>
      {facts.map((key) => (
        <Labelled key={key} label={text[key]}>
          {study[key]}
        </Labelled>
      ))}
      {parts.map((key) => (
        <View key={key} wrap={false}>
          <Text style={styles.subheading}>{text[key]}</Text>
          <Text style={styles.paragraph}>{study[key]}</Text>
          {key === "outcome" &&
            (study.figures ?? []).map((figure) => (
              <Text key={figure.label} style={styles.paragraph}>
                <Text style={styles.label}>{figure.value}</Text> {figure.label}
              </Text>
            ))}
        </View>
      ))}
      {firstHighlight && (
        <View>
          <View wrap={false}>
            <Text style={styles.subheading}>{text.highlights}</Text>
            <Text style={styles.paragraph}>• {firstHighlight}</Text>
          </View>
          {otherHighlights.map((highlight) => (
            <Text key={highlight} style={styles.paragraph}>
              • {highlight}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}

function CvProjectEntry({ project, site }: { project: CvProject; site: CvContent["site"] }) {
  // The project's page has the screenshots: linked from the CV where there is a case study to see.
  // Its slug was made from the title as written (content.ts), not from the printable one here.
  const page = project.caseStudy ? [{ label: site.projects.card.details, href: cvPageUrl(site, projectPath(project.slug)) }] : []
  return <ProjectLead project={project} site={site} technologiesLabel={site.projects.page.technologies} extraLinks={page} />
}

export function CvDocument({ content, properties }: { content: CvContent; properties: DocumentProperties }) {
  const { site, experience, projects, skills, achievements } = content
  const [firstProject, ...otherProjects] = projects
  // A skill whose category has no tab is still the owner's: listed under its category's name.
  const allCategories = skillGroups(site.skills.tabs, skills)
  const skillLine = (category: (typeof allCategories)[number]) => (
    <Labelled key={category.label} label={category.label}>
      {category.skills.map((skill) => `${skill.name} ${skill.level}%`).join(", ")}
    </Labelled>
  )
  const [firstCategory, ...otherCategories] = allCategories
  return (
    <Document {...properties}>
      <PdfPage paperSize={paperSizeOf(content)}>
        <OwnerHeader site={site} withMap />
        {site.workingHours && <Labelled label={site.contact.infoLabels.workingHours}>{site.workingHours}</Labelled>}
        {sections([
          content.about && (
          <Section
            key="about"
            title={site.about.title}
            first={<Text style={styles.paragraph}>{site.about.paragraphs[0]}</Text>}
            rest={site.about.paragraphs.slice(1).map((paragraph) => (
              <Text key={paragraph} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
          />
          ),
          experienceSection(site.about.experienceTitle, experience),
          !!firstProject && (
            <Section
              key="projects"
              title={site.pdf.projectsTitle}
              first={<CvProjectEntry project={firstProject} site={site} />}
              rest={
                <>
                  <CaseStudy project={firstProject} site={site} />
                  {otherProjects.map((project) => (
                    <View key={project.title}>
                      <CvProjectEntry project={project} site={site} />
                      <CaseStudy project={project} site={site} />
                    </View>
                  ))}
                </>
              }
            />
          ),
          !!firstCategory && <Section key="skills" title={site.skills.title} first={skillLine(firstCategory)} rest={otherCategories.map(skillLine)} />,
          achievementsSection(site, achievements),
        ])}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${site.name} · ${site.pdf.cvTitle} · ${pageNumber}/${totalPages}`}
        />
      </PdfPage>
    </Document>
  )
}
