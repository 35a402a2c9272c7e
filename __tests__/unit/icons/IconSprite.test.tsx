/**
 * Icons on built pages: the first screen's drawn in place, the others <use>d from the site's
 * sprite file, which holds each drawing once (or, without that file, from a sprite in the page).
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { LuGithub as RawGithub } from "react-icons/lu"
import { IconSprite, IconSpriteContext, InlineIcons, siteIconsDocument } from "../../../src/icons/icon-sprite"
import * as icons from "../../../src/icons/template-icons"
import { LuGithub, LuMail } from "../../../src/icons/template-icons"
import { NamedIcon } from "../../../src/icons/NamedIcon"
import { LogoTile } from "../../../src/icons/LogoTile"
import { wrapWithProviders } from "../../support/render-components"
import { iconDrawing } from "../../../src/icons/catalogue"

const FILE = "/static/icons/sprite-0123456789abcdef0123.svg"

function renderPage(ui: React.ReactElement, fileHref?: string) {
  const sprite = new IconSprite(fileHref)
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

describe("the site's sprite file", () => {
  it("draws the first screen's icons in place and the others from the file, with no sprite in the page", () => {
    const { page, sprite } = renderPage(
      <>
        <InlineIcons>
          <LuMail aria-hidden="true" className="first" />
        </InlineIcons>
        <LuGithub aria-hidden="true" />
        <LuMail aria-hidden="true" />
      </>,
      FILE
    )
    expect(sprite.innerHTML).toBe("")
    const [first, ...others] = Array.from(page.querySelectorAll("svg"))
    const drawn = document.createElement("div")
    drawn.innerHTML = renderToStaticMarkup(<LuMail />)
    expect(first).toHaveAttribute("class", "first")
    expect(first.querySelector("use")).toBeNull()
    expect(first.innerHTML).toBe(drawn.querySelector("svg")!.innerHTML)
    const uses = others.map((icon) => icon.querySelector("use")?.getAttribute("href"))
    expect(uses[0]).toMatch(new RegExp(`^${FILE}#i\\d+$`))
    expect(uses[1]).toMatch(new RegExp(`^${FILE}#i\\d+$`))
    expect(uses[1]).not.toBe(uses[0])
  })

  it("holds every icon of icons.tsx once, under the ids the pages use", () => {
    const host = document.createElement("div")
    host.innerHTML = renderToStaticMarkup(siteIconsDocument([]))
    const ids = Array.from(host.querySelectorAll("svg > symbol"), (symbol) => symbol.id)
    const iconCount = Object.values(icons).filter((value) => typeof value === "function").length
    expect(ids).toHaveLength(iconCount)
    expect(new Set(ids).size).toBe(ids.length)
    const { page } = renderPage(<LuGithub aria-hidden="true" />, FILE)
    const id = page.querySelector("use")!.getAttribute("href")!.split("#")[1]
    const inline = document.createElement("div")
    inline.innerHTML = renderToStaticMarkup(<RawGithub />)
    expect(host.querySelector(`#${id}`)!.innerHTML).toBe(inline.querySelector("svg")!.innerHTML)
  })
})

describe("icons the content names", () => {
  const mastodon = iconDrawing("mastodon")
  const kotlin = iconDrawing("kotlin")
  /** A drawing's markup as the DOM writes it back (SVGO writes empty elements self-closed). */
  const asParsed = (body: string) => {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    svg.innerHTML = body
    return svg.innerHTML
  }

  it("draw themselves inline where there is no sprite, with the page's attributes", () => {
    const host = document.createElement("div")
    host.innerHTML = renderToStaticMarkup(<NamedIcon icon={mastodon} aria-hidden="true" className="brand" size="20" />)
    const svg = host.querySelector("svg")!
    expect(svg).toHaveAttribute("viewBox", mastodon.viewBox)
    expect(svg).toHaveAttribute("class", "brand")
    expect(svg).toHaveAttribute("width", "20")
    expect(svg.querySelector("path")).not.toBeNull()
  })

  it("are drawn in place on the first screen, and from the file elsewhere", () => {
    const { page, sprite } = renderPage(
      <>
        <InlineIcons>
          <NamedIcon icon={mastodon} aria-hidden="true" />
        </InlineIcons>
        <NamedIcon icon={kotlin} aria-hidden="true" />
      </>,
      FILE
    )
    expect(sprite.innerHTML).toBe("")
    const [first, other] = Array.from(page.querySelectorAll("svg"))
    expect(first).toHaveAttribute("viewBox", mastodon.viewBox)
    expect(first.innerHTML).toBe(asParsed(mastodon.shapes))
    expect(other.innerHTML).toMatch(new RegExp(`^<use href="${FILE}#n-kotlin"></use>$`))
  })

  it("drawn in place, carry their drawing's stroke and fill on the <svg>, as the sprite's <symbol> does, around the same shapes", () => {
    const home = iconDrawing("home")
    const host = document.createElement("div")
    host.innerHTML = renderToStaticMarkup(siteIconsDocument([home]))
    const symbol = host.querySelector("symbol#n-home")!
    const drawn = Array.from(symbol.attributes).filter(({ name }) => name !== "id")
    expect(drawn.map(({ name }) => name)).toEqual(expect.arrayContaining(["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap"]))
    const { page } = renderPage(
      <InlineIcons>
        <NamedIcon icon={home} aria-hidden="true" />
      </InlineIcons>,
      FILE
    )
    const svg = page.querySelector("svg")!
    for (const { name, value } of drawn) expect(svg).toHaveAttribute(name, value)
    expect(svg.innerHTML).toBe(symbol.innerHTML)
    expect(svg.firstElementChild!.tagName).toBe("path")
  })

  it("are in the site's sprite file beside the template's own, under the ids the pages use", () => {
    const host = document.createElement("div")
    host.innerHTML = renderToStaticMarkup(siteIconsDocument([mastodon, kotlin]))
    const { page } = renderPage(<NamedIcon icon={kotlin} aria-hidden="true" />, FILE)
    const id = page.querySelector("use")!.getAttribute("href")!.split("#")[1]
    expect(host.querySelector(`symbol#${id}`)!.innerHTML).toBe(asParsed(kotlin.shapes))
    expect(host.querySelector(`symbol#${id}`)).toHaveAttribute("fill", "currentColor")
    expect(host.querySelectorAll("symbol").length).toBe(templateSymbolCount() + 2)
  })
})

function templateSymbolCount(): number {
  const host = document.createElement("div")
  host.innerHTML = renderToStaticMarkup(siteIconsDocument([]))
  return host.querySelectorAll("symbol").length
}

describe("the content's logos below the first screen (a skill's)", () => {
  const LOGOS = "/static/icons/logos-0123456789abcdef0123.svg"
  const rust = iconDrawing("rust")

  it("are a mask of the logos file's view of them, in a tile drawn only when it nears the screen, so the file loads then", () => {
    const sprite = new IconSprite(FILE, { href: LOGOS, names: ["go", "rust"] })
    const host = document.createElement("div")
    host.innerHTML = renderToStaticMarkup(
      wrapWithProviders(
        <IconSpriteContext.Provider value={sprite}>
          <LogoTile icon={rust} boxSize="10" data-testid="tile" />
        </IconSpriteContext.Provider>
      )
    )
    const tile = host.querySelector<HTMLElement>("[data-testid=tile]")!
    expect(tile.textContent).toBe("")
    expect(tile.style.getPropertyValue("--logo")).toBe(`url(${LOGOS}#l1)`)
    expect(tile.children).toHaveLength(0)
    expect(host.querySelector("svg, use")).toBeNull()
    expect(sprite.size).toBe(0)
  })

  it("are drawn inline where the site has no logos file (gatsby develop)", () => {
    const host = document.createElement("div")
    host.innerHTML = renderToStaticMarkup(wrapWithProviders(<LogoTile icon={rust} />))
    expect(host.querySelector("svg")).toHaveAttribute("viewBox", rust.viewBox)
  })
})
