/** Icons on built pages: each drawing once, in a sprite, and <use>d wherever the icon appears. */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { LuGithub as RawGithub } from "react-icons/lu"
import { IconSprite, IconSpriteContext } from "../../../src/components/ui/icon-sprite"
import { LuGithub, LuMail } from "../../../src/components/ui/icons"

function renderPage(ui: React.ReactElement) {
  const sprite = new IconSprite()
  const host = document.createElement("div")
  host.innerHTML = renderToStaticMarkup(<IconSpriteContext.Provider value={sprite}>{ui}</IconSpriteContext.Provider>)
  const spriteElement = sprite.render()
  const spriteHost = document.createElement("div")
  spriteHost.innerHTML = spriteElement ? renderToStaticMarkup(spriteElement) : ""
  return { page: host, sprite: spriteHost }
}

describe("icon sprite", () => {
  it("draws each icon once, however often the page uses it", () => {
    const { page, sprite } = renderPage(
      <>
        <LuGithub aria-hidden="true" />
        <LuMail aria-hidden="true" size="20" />
        <LuGithub aria-hidden="true" className="big" size="32" />
      </>
    )
    const symbols = sprite.querySelectorAll("symbol")
    expect(symbols).toHaveLength(2)
    const uses = Array.from(page.querySelectorAll("svg > use")).map((use) => use.getAttribute("href"))
    expect(uses).toEqual([`#${symbols[0].id}`, `#${symbols[1].id}`, `#${symbols[0].id}`])
    expect(page.querySelectorAll("path, circle, rect")).toHaveLength(0)
  })

  it("keeps the page's attributes on each icon and the drawing's on its symbol", () => {
    const { page, sprite } = renderPage(<LuGithub aria-hidden="true" className="big" size="32" />)
    const icon = page.querySelector("svg")!
    expect(icon).toHaveAttribute("aria-hidden", "true")
    expect(icon).toHaveAttribute("class", "big")
    expect(icon).toHaveAttribute("width", "32")
    expect(icon).toHaveAttribute("height", "32")

    const inline = document.createElement("div")
    inline.innerHTML = renderToStaticMarkup(<RawGithub />)
    const drawn = inline.querySelector("svg")!
    const symbol = sprite.querySelector("symbol")!
    for (const name of ["viewBox", "stroke", "fill", "stroke-width", "stroke-linecap", "stroke-linejoin"]) {
      expect(symbol.getAttribute(name)).toBe(drawn.getAttribute(name))
    }
    expect(symbol.innerHTML).toBe(drawn.innerHTML)
  })

  it("hides the sprite itself from view and from assistive technology", () => {
    const { sprite } = renderPage(<LuMail aria-hidden="true" />)
    const svg = sprite.querySelector("svg")!
    expect(svg).toHaveAttribute("aria-hidden", "true")
    expect(svg.style.display).toBe("none")
  })

  it("draws inline where no sprite is given (gatsby develop, the toaster)", () => {
    const host = document.createElement("div")
    host.innerHTML = renderToStaticMarkup(<LuGithub aria-hidden="true" />)
    expect(host.querySelector("use")).toBeNull()
    expect(host.querySelector("svg path")).not.toBeNull()
  })

  it("adds no sprite to a page without icons", () => {
    expect(new IconSprite().render()).toBeNull()
  })
})
