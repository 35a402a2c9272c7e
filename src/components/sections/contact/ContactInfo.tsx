import React from "react"
import { chakra, Stack } from "@chakra-ui/react"
import { LuClock, LuMail, LuMapPin, LuPhone } from "../../ui/icons"
import { InfoCard } from "../about/InfoCard"
import { ExternalLink } from "../../ui/ExternalLink"
import type { ContactInfoLabels } from "./types"

/** The owner's contact details, from the top of data/site.json. */
export interface ContactDetails {
  email: string
  phone: string
  location: string
  mapsUrl: string
  workingHours: string
}

interface ContactInfoProps extends ContactDetails {
  labels: ContactInfoLabels
}

export function ContactInfo({ labels, email, phone, location, mapsUrl, workingHours }: ContactInfoProps) {
  const linkStyle = { _hover: { color: "brand.fg" }, textDecoration: "underline", textUnderlineOffset: "3px" }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      <li>
        <InfoCard icon={LuMail} label={labels.email}>
          <chakra.a href={`mailto:${email}`} {...linkStyle}>
            {email}
          </chakra.a>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={LuPhone} label={labels.phone}>
          <chakra.a href={`tel:${phone.replace(/[^+\d]/g, "")}`} {...linkStyle}>
            {phone}
          </chakra.a>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={LuMapPin} label={labels.location}>
          <ExternalLink href={mapsUrl} {...linkStyle}>
            {location}
            <chakra.span srOnly> (map, opens in a new tab)</chakra.span>
          </ExternalLink>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={LuClock} label={labels.workingHours}>
          {workingHours}
        </InfoCard>
      </li>
    </Stack>
  )
}
