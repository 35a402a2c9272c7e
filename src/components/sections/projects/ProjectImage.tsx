import React from "react"
import { Box, chakra, Flex, Text, type BoxProps } from "@chakra-ui/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { LuImageOff } from "../../../icons/template-icons"
import { useIsland } from "../../../islands/useIsland"
import { projectImage, projectImageContract } from "./project-image.island"
import { islandMarkup } from "../../../islands/markup"

const projectImageMarkup = islandMarkup(projectImageContract)

/** Besides the image: the frame's own look (a rounded border, say), and over the picture its children (a card's badges). */
interface ProjectImageProps extends BoxProps {
  image: IGatsbyImageData | undefined
  alt: string
  /** The placeholder's caption (the alt text names it for screen readers). */
  unavailableText: string
  /** The picture a page opens on (a project page's own) loads at once, before the others. */
  eager?: boolean
}

const FRAME = { aspectRatio: 16 / 10, overflow: "hidden", bg: "bg.emphasized" } as const

/** Asks for a file before the page's others. React 18 knows no fetchPriority prop: the attribute is written as HTML spells it. */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" }

function Unavailable({ alt, text }: { alt: string; text: string }) {
  return (
    <Flex role="img" aria-label={alt} direction="column" align="center" justify="center" gap="2" h="full" w="full" bg="bg.emphasized" color="fg.muted">
      <LuImageOff aria-hidden="true" size="32" />
      <Text fontSize="sm" aria-hidden="true">
        {text}
      </Text>
    </Flex>
  )
}

/**
 * The screenshot gatsby-plugin-image optimised at build time (AVIF, WebP and JPEG in
 * several widths), as a plain lazy <picture> over its placeholder: the plugin's
 * run-time component (17 KB of script) is not needed to show it. If it fails to load, the
 * project-image island swaps in the labelled placeholder. The picture is drawn in a 16:10
 * frame of its own, which the island's element is: a box fewer than a frame around it.
 */
export function ProjectImage({ image, alt, unavailableText, eager = false, children, ...frame }: ProjectImageProps) {
  const ref = useIsland<HTMLDivElement>(projectImage)
  if (!image) {
    return (
      <Box {...FRAME} {...frame}>
        <Unavailable alt={alt} text={unavailableText} />
        {children}
      </Box>
    )
  }
  const { fallback, sources = [] } = image.images
  // What shows until the picture has loaded: its blurred copy, or its dominant colour.
  const placeholder = image.placeholder?.fallback
  return (
    <Box
      ref={ref}
      {...projectImageMarkup.root}
      {...FRAME}
      bgSize="cover"
      bgPos="center"
      style={placeholder ? { backgroundImage: `url("${placeholder}")` } : image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      {...frame}
    >
      <picture className="project-image" {...projectImageMarkup.target("picture")}>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <chakra.img
          data-main-image=""
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          {...(eager ? HIGH_FETCH_PRIORITY : {})}
          display="block"
          w="full"
          h="full"
          objectFit="cover"
          transition="transform 0.5s ease"
        />
      </picture>
      <template {...projectImageMarkup.target("fallback")}>
        <Unavailable alt={alt} text={unavailableText} />
      </template>
      {children}
    </Box>
  )
}
