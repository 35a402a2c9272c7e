import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { AppList } from "../components/sections/downloads/AppList"
import { VerifyNote } from "../components/sections/downloads/VerifyNote"
import { Section } from "../components/layout/Section"
import { Seo } from "../components/seo/Seo"

export default function DownloadsPage({ data }: PageProps<Queries.DownloadsPageQuery>) {
  const text = data.siteJson?.downloads
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!text || !siteUrl) throw new Error("data/site.json has no downloads texts, or the site has no address.")
  return (
    <Layout>
      <Section id="downloads" title={text.title} subtitle={text.subtitle} headingLevel="h1" endsFirstScreen>
        <AppList apps={data.allAppsJson.nodes} text={text} siteUrl={siteUrl} writing={{ language: data.siteJson?.language ?? "en", sizes: data.siteJson?.sizes }} />
        <VerifyNote text={text.verify} />
      </Section>
    </Layout>
  )
}

export const Head = ({ location, data }: HeadProps<Queries.DownloadsPageQuery>) => (
  <Seo pathname={location.pathname} title={data.siteJson?.downloads.title} description={data.siteJson?.downloads.subtitle} />
)

export const query = graphql`
  query DownloadsPage($language: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteJson(language: { eq: $language }) {
      language
      sizes
      downloads {
        title
        subtitle
        ...AppListText
        verify {
          ...VerifyNote
        }
      }
    }
    allAppsJson(filter: { language: { eq: $language } }) {
      nodes {
        ...App
      }
    }
  }
`
