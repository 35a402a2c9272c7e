import React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Flex, Heading, Text } from "@chakra-ui/react"
import { LinkButton } from "../components/ui/LinkButton"
import { LuHouse } from "../components/ui/icons"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"
import { notFound } from "../islands/not-found"
import { useIsland } from "../islands/useIsland"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const ref = useIsland<HTMLDivElement>(notFound)

  const text = data.siteJson?.notFound
  if (!text) throw new Error("data/site.json has no notFound texts.")

  return (
    <Layout>
      <Flex ref={ref} data-island="not-found" direction="column" align="center" justify="center" textAlign="center" gap="6" minH="70vh" px="4" py="20">
        <Heading as="h1" fontSize={{ base: "6xl", md: "8xl" }} color="brand.fg" letterSpacing="tighter">
          404
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
          {text.message}
        </Text>
        <LinkButton size="lg">
          <Link to="/">
            <LuHouse aria-hidden="true" />
            {text.returnHome}
          </Link>
        </LinkButton>
      </Flex>
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
  query NotFoundPage {
    siteJson {
      notFound {
        pageTitle
        message
        returnHome
      }
    }
  }
`
