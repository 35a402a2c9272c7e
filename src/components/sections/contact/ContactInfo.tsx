import React from "react"
import { chakra, Stack } from "@chakra-ui/react"
import { LuClock, LuMail, LuMapPin, LuPhone } from "react-icons/lu"
import { InfoCard } from "../about/InfoCard"
import { ExternalLink } from "../../ui/ExternalLink"

export interface ContactInfoProps {
  email: string
  phone: string
  location: string
  mapsUrl: string
  workingHours: string
}

export function ContactInfo({ email, phone, location, mapsUrl, workingHours }: ContactInfoProps) {
  const linkStyle = { _hover: { color: "brand.fg" }, textDecoration: "underline", textUnderlineOffset: "3px" }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      <li>
        <InfoCard icon={LuMail} label="Email">
          <chakra.a href={`mailto:${email}`} {...linkStyle}>
            {email}
          </chakra.a>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={LuPhone} label="Phone">
          <chakra.a href={`tel:${phone.replace(/[^+\d]/g, "")}`} {...linkStyle}>
            {phone}
          </chakra.a>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={LuMapPin} label="Location">
          <ExternalLink href={mapsUrl} {...linkStyle}>
            {location}
            <chakra.span srOnly> (map, opens in a new tab)</chakra.span>
          </ExternalLink>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={LuClock} label="Working Hours">
          {workingHours}
        </InfoCard>
      </li>
    </Stack>
  )
}
