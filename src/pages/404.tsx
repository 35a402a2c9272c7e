import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { NotFound } from "../components/sections/not-found/NotFound"
import { Seo } from "../components/seo/Seo"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const text = data.siteJson?.notFound
  if (!text) throw new Error("data/site.json has no notFound texts.")
  return (
    <Layout>
      <NotFound text={text} />
    </Layout>
  )
}

/** The 404 page is never indexed and has no address of its own. */
export const Head = ({ location, data }: HeadProps<Queries.NotFoundPageQuery>) => (
  <Seo
    pathname={location.pathname}
    title={data.siteJson?.notFound.pageTitle}
    description={data.siteJson?.notFound.message}
    noindex
    canonical={false}
  />
)

export const query = graphql`
  query NotFoundPage($language: String!) {
    siteJson(language: { eq: $language }) {
      notFound {
        pageTitle
        ...NotFound
      }
    }
  }
`
