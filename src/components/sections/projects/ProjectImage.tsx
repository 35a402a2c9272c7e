import React, { useEffect, useRef, useState } from "react"
import { Box, Flex, Text } from "@chakra-ui/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { LuImageOff } from "react-icons/lu"

interface ProjectImageProps {
  image: IGatsbyImageData | undefined
  alt: string
  /** The placeholder's caption (the alt text names it for screen readers). */
  unavailableText: string
}

/** The optimised screenshot, or a labelled placeholder when it is missing or fails to load. */
export function ProjectImage({ image, alt, unavailableText }: ProjectImageProps) {
  const [failed, setFailed] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)

  // The browser may have given up on the image before React attached onError (it starts
  // loading with the HTML): a requested image that is complete without pixels has failed.
  useEffect(() => {
    const img = wrapper.current?.querySelector<HTMLImageElement>("img[data-main-image]")
    if (img?.getAttribute("src") && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  if (!image || failed) {
    return (
      <Flex
        role="img"
        aria-label={alt}
        direction="column"
        align="center"
        justify="center"
        gap="2"
        h="full"
        w="full"
        bg="bg.emphasized"
        color="fg.muted"
      >
        <LuImageOff aria-hidden="true" size="32" />
        <Text fontSize="sm" aria-hidden="true">
          {unavailableText}
        </Text>
      </Flex>
    )
  }
  return (
    <Box ref={wrapper} h="full" w="full">
      <GatsbyImage
        image={image}
        alt={alt}
        style={{ height: "100%", width: "100%" }}
        imgStyle={{ transition: "transform 0.5s ease" }}
        className="project-image"
        onError={() => setFailed(true)}
      />
    </Box>
  )
}
