/** @jest-environment node */
import { externalizeInlineScripts, hasInlineScript, scriptPath } from "../../../../src/build-time/publish/inline-scripts"
import { HEAD_SCRIPT_ELEMENT } from "../../../../src/headers/head-script"

const PAGE = [
  "<html><head>",
  '<script type="module">const a=1;document.body.dataset.a=a</script>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  "</head><body>",
  '<script type="module">const a=1;document.body.dataset.a=a</script>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{}";\n</script>',
  '<script>window.___webpackCompilationHash="abc";</script>',
  '<script src="/app-270a9223a757dc3d8084.js" async></script>',
  "</body></html>",
].join("")

describe("externalizeInlineScripts", () => {
  const { html, scripts } = externalizeInlineScripts(PAGE)

  it("leaves no inline script a CSP without 'unsafe-inline' would block", () => {
    expect(hasInlineScript(PAGE)).toBe(true)
    expect(hasInlineScript(html)).toBe(false)
  })

  it("keeps JSON-LD inline (a data block, not a script)", () => {
    expect(html).toContain('<script type="application/ld+json">{"@type":"Person"}</script>')
  })

  it("keeps the order, ids and module type; every classic script is deferred, so none blocks rendering", () => {
    const tags = html.match(/<script[^>]*>/g) ?? []
    expect(tags).toEqual([
      `<script src="${scriptPath('const a=1;document.body.dataset.a=a')}" type="module">`,
      '<script type="application/ld+json">',
      `<script src="${scriptPath('const a=1;document.body.dataset.a=a')}" type="module">`,
      `<script src="${scriptPath('/*<![CDATA[*/window.pagePath="/";/*]]>*/')}" id="gatsby-script-loader" defer>`,
      `<script src="${scriptPath('window.___chunkMapping="{}";')}" id="gatsby-chunk-mapping" defer>`,
      `<script src="${scriptPath('window.___webpackCompilationHash="abc";')}" defer>`,
      '<script src="/app-270a9223a757dc3d8084.js" defer>',
    ])
  })

  it("writes each distinct script once, named by its content under /static/", () => {
    expect(scripts.map((s) => s.content)).toEqual([
      "const a=1;document.body.dataset.a=a",
      '/*<![CDATA[*/window.pagePath="/";/*]]>*/',
      'window.___chunkMapping="{}";',
      'window.___webpackCompilationHash="abc";',
    ])
    for (const script of scripts) expect(script.src).toMatch(/^\/static\/inline\/[0-9a-f]{20}\.js$/)
  })

  it("is idempotent", () => {
    expect(externalizeInlineScripts(html)).toEqual({ html, scripts: [] })
  })
})

describe("reading the page as a browser does (parse5), not by pattern", () => {
  it("moves a script whose attribute value holds a '>' and keeps its id", () => {
    const { html, scripts } = externalizeInlineScripts('<p>a</p><script id="x" data-note="a>b">run()</script>')
    expect(scripts.map((s) => s.content)).toEqual(["run()"])
    expect(html).toBe(`<p>a</p><script src="${scriptPath("run()")}" id="x" defer></script>`)
  })

  it("leaves a script inside an HTML comment, and text that only mentions <script>, untouched", () => {
    const page = '<!-- <script>old()</script> --><p>&lt;script&gt;no&lt;/script&gt;</p><textarea><script>x()</script></textarea>'
    expect(hasInlineScript(page)).toBe(false)
    expect(externalizeInlineScripts(page)).toEqual({ html: page, scripts: [] })
  })

  it("ends a script where the browser ends it, even with '</script' inside a string split by an escape", () => {
    const body = 'var s="<\\/script>";run(s)'
    const { html, scripts } = externalizeInlineScripts(`<script>${body}</script><p>after</p>`)
    expect(scripts.map((s) => s.content)).toEqual([body])
    expect(html).toBe(`<script src="${scriptPath(body)}" defer></script><p>after</p>`)
  })

  it("does not write a second defer on a bundle that is both async and defer", () => {
    const { html } = externalizeInlineScripts('<script>window.a=1</script><script src="/app-270a9223a757dc3d8084.js" async defer></script>')
    expect(html.match(/defer/g)).toHaveLength(2)
    expect(html).not.toContain("async")
  })

  it("keeps an async bundle async on a page that had no inline script: no moved script runs before it", () => {
    const page = '<p>a</p><script type="application/ld+json">{}</script><script src="/islands-0123456789abcdef0123.js" async=""></script>'
    expect(externalizeInlineScripts(page)).toEqual({ html: page, scripts: [] })
  })

  it("leaves the head script inline, where the parser must meet it: the CSP allows it by its hash", () => {
    const page = `<head><link rel="stylesheet" href="/static/css/site.css"/>${HEAD_SCRIPT_ELEMENT}</head><body><script src="/islands-0123456789abcdef0123.js" async=""></script></body>`
    expect(hasInlineScript(page)).toBe(false)
    expect(externalizeInlineScripts(page)).toEqual({ html: page, scripts: [] })
  })

  it("moves a script that only resembles the head script", () => {
    const page = HEAD_SCRIPT_ELEMENT.replace("catch(e){}", "catch(e){steal()}")
    expect(hasInlineScript(page)).toBe(true)
    expect(externalizeInlineScripts(page).scripts).toHaveLength(1)
  })
})
