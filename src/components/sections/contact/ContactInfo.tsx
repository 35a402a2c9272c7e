import React from "react"
import { chakra, Stack } from "@chakra-ui/react"
import { TextLink } from "../../ui/TextLink"
import { graphql } from "gatsby"
import { LuClock, LuMail, LuMapPin, LuPhone } from "../../../icons/template-icons"
import { InfoCard } from "../about/InfoCard"
import { CopyText } from "../../ui/CopyText"
import { ExternalLink } from "../../ui/ExternalLink"
import { telHref } from "../../../shared/text"

/**
 * The owner's contact details, from the top of data/site.json; the e-mail address can be
 * copied. Phone, map and working hours are the owner's to leave out.
 */
export function ContactInfo({ site }: { site: Queries.ContactInfoFragment }) {
  const { email, phone, location, mapsUrl, workingHours } = site
  const labels = site.contact.infoLabels
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      <InfoCard as="li" icon={LuMail} label={labels.email}>
        <CopyText text={site.contact.copyEmail}>
          {(textProps) => (
            <TextLink href={`mailto:${email}`} variant="inline" {...textProps}>
              {email}
            </TextLink>
          )}
        </CopyText>
      </InfoCard>
      {phone && (
        <InfoCard as="li" icon={LuPhone} label={labels.phone}>
          <TextLink href={telHref(phone)} variant="inline">
            {phone}
          </TextLink>
        </InfoCard>
      )}
      <InfoCard as="li" icon={LuMapPin} label={labels.location}>
        {mapsUrl ? (
          <TextLink variant="inline" asChild>
            <ExternalLink href={mapsUrl}>
              {location}
              <chakra.span srOnly> ({site.labels.mapOpensInNewTab})</chakra.span>
            </ExternalLink>
          </TextLink>
        ) : (
          location
        )}
      </InfoCard>
      {workingHours && (
        <InfoCard as="li" icon={LuClock} label={labels.workingHours}>
          {workingHours}
        </InfoCard>
      )}
    </Stack>
  )
}

export const fragment = graphql`
  fragment ContactInfo on SiteJson {
    email
    phone
    location
    mapsUrl
    workingHours
    labels {
      mapOpensInNewTab
    }
    contact {
      infoLabels {
        email
        phone
        location
        workingHours
      }
      copyEmail {
        ...CopyText
      }
    }
  }
`
