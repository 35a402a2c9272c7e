import React from "react"
import { graphql, useStaticQuery, type HeadProps, type PageProps } from "gatsby"
import { siteInLanguage, type PageLanguageContext } from "../components/providers/page-language"
import { Layout } from "../components/layout/Layout"
import { MessageSent } from "../components/sections/message-sent/MessageSent"
import { Seo } from "../components/seo/Seo"

/**
 * Its texts come from a static query, not a page query: in "simulated" delivery gatsby-node
 * creates no page from this template, and Gatsby warns about a page query it cannot run.
 */
function useTexts(language: string | undefined) {
  const sites = useStaticQuery<Queries.MessageSentTextsQuery>(graphql`
    query MessageSentTexts {
      allSiteJson {
        nodes {
        language
        otherLanguages
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
    }
  `).allSiteJson.nodes
  const { contact } = siteInLanguage(sites, language)
  const { toasts, sent, sendHelp } = contact ?? {}
  // The page exists only with a form that sends (netlify, email), whose texts the content check requires.
  if (!toasts || !sent || !sendHelp) throw new Error("data/site.json has no texts for the contact form's sent page.")
  return { toasts, sent, sendHelp }
}

/** /contact/sent: created by gatsby-node only when messages are really sent ("netlify" or "email" delivery). */
export default function MessageSentPage({ pageContext }: PageProps<object, Partial<PageLanguageContext>>) {
  const text = useTexts(pageContext.language)
  return (
    <Layout>
      <MessageSent text={text} />
    </Layout>
  )
}

/** A page only for the visitor who has just sent a message: never indexed. */
export function Head({ location, pageContext }: HeadProps<object, Partial<PageLanguageContext>>) {
  const text = useTexts(pageContext.language)
  return <Seo pathname={location.pathname} title={text.toasts.success.title} description={text.sent.message} noindex canonical={false} />
}
