// Gatsby's documented manual mock: graphql is a no-op tag, Link renders an <a>.
import React from "react"

const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  // A forwardRef like Gatsby's own Link, so components that pass a ref (asChild) work.
  Link: React.forwardRef(function Link(
    { activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, to, ...rest }: Record<string, unknown>,
    ref: React.Ref<HTMLAnchorElement>
  ) {
    return React.createElement("a", { ...rest, ref, href: to })
  }),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }: Record<string, unknown>) =>
    React.createElement("div", { ...rest, "data-test-slice-alias": alias })
  ),
  useStaticQuery: jest.fn(),
}
