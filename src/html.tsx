/**
 * The pages' outer HTML, as Gatsby's default writes it but for two lines no browser the site
 * supports reads: the X-UA-Compatible meta (Internet Explorer's) and the viewport's
 * shrink-to-fit=no (Safari 9's). Every page carries its head in the first flight of bytes.
 */
import React from "react"

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>
  headComponents: React.ReactNode
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>
  preBodyComponents: React.ReactNode
  body: string
  postBodyComponents: React.ReactNode
}

export default function HTML({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
