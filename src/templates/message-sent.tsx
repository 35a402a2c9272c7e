import React from "react"
import { graphql, useStaticQuery, type HeadProps } from "gatsby"
import { Layout } from "../components/layout/Layout"
import { MessageSent } from "../components/sections/message-sent/MessageSent"
import { Seo } from "../components/seo/Seo"

/**
 * Its texts come from a static query, not a page query: in "simulated" delivery gatsby-node
 * creates no page from this template, and Gatsby warns about a page query it cannot run.
 */
function useTexts(): Queries.MessageSentTextsQuery["siteJson"] {
  return useStaticQuery<Queries.MessageSentTextsQuery>(graphql`
    query MessageSentTexts {
      siteJson {
        contact {
          toasts {
            success {
              title
            }
          }
          ...MessageSent
        }
      }
    }
  `).siteJson
}

/** /contact/sent: created by gatsby-node only when messages are really sent ("netlify" or "email" delivery). */
export default function MessageSentPage() {
  const text = useTexts()?.contact
  if (!text) throw new Error("data/site.json has no contact texts.")
  return (
    <Layout>
      <MessageSent text={text} />
    </Layout>
  )
}

/** A page only for the visitor who has just sent a message: never indexed. */
export function Head({ location }: HeadProps) {
  const text = useTexts()?.contact
  return <Seo pathname={location.pathname} title={text?.toasts.success.title} description={text?.sent.message} noindex canonical={false} />
}
