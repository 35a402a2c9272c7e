/** @jest-environment node */
import { externalizeInlineScripts, hasInlineScript, scriptPath } from "../../src/build/inline-scripts"

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
