import React, { useEffect } from "react"
import { Link, type HeadProps, type PageProps } from "gatsby"
import { Button, Flex, Heading, Text } from "@chakra-ui/react"
import { LuHouse } from "react-icons/lu"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/seo/Seo"

export const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist."

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])

  return (
    <Layout>
      <Flex direction="column" align="center" justify="center" textAlign="center" gap="6" minH="70vh" px="4" py="20">
        <Heading as="h1" fontSize={{ base: "6xl", md: "8xl" }} color="brand.fg" letterSpacing="tighter">
          404
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
          {NOT_FOUND_TEXT}
        </Text>
        <Button asChild size="lg">
          <Link to="/">
            <LuHouse aria-hidden="true" />
            Return Home
          </Link>
        </Button>
      </Flex>
    </Layout>
  )
}

/** The 404 page is never indexed and has no address of its own. */
export const Head = ({ location }: HeadProps) => (
  <Seo pathname={location.pathname} title="Page not found" description={NOT_FOUND_TEXT} noindex canonical={false} />
)
