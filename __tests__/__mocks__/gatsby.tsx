// Gatsby's documented manual mock: graphql is a no-op tag, Link renders an <a>.
import React from "react"

const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    ({
      activeClassName,
      activeStyle,
      getProps,
      innerRef,
      partiallyActive,
      ref,
      replace,
      to,
      ...rest
    }: Record<string, unknown>) =>
      React.createElement("a", {
        ...rest,
        href: to,
      })
  ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }: Record<string, unknown>) =>
    React.createElement("div", { ...rest, "data-test-slice-alias": alias })
  ),
  useStaticQuery: jest.fn(),
}
