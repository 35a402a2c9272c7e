/**
 * /downloads tells the truth about each file, checked independently of the build's own APK
 * reader: the SHA-256 of the file as served, and the signing certificate's SHA-256 as the JDK's
 * keytool reads it. Each QR code decodes (with jsQR) to the file's absolute address, which
 * print writes out in its place.
 */
import crypto from "crypto"
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import jsQR from "jsqr"
import sharp from "sharp"
import type { Page } from "playwright-core"
import { formatSize } from "../../src/shared/format-size"
import { isReallyVisible, siteUrl, useBrowser, visit } from "../support/browser/browser"
import { apps, site } from "../support/browser/site-data"

// The packages are hashed with Node and the JDK's keytool and the QR codes decoded.
jest.setTimeout(60_000)

const browser = useBrowser()

/** The signing certificate's SHA-256 as keytool prints it ("SHA256: AB:CD:…"), lower-case hex. */
function keytoolFingerprint(apk: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "apk-")), "app.apk")
  fs.writeFileSync(file, apk)
  const printed = execFileSync("keytool", ["-printcert", "-jarfile", file], { encoding: "utf8" })
  const fingerprint = /SHA256:\s*([0-9A-F:]+)/.exec(printed)?.[1]
  if (!fingerprint) throw new Error(`keytool printed no SHA-256 fingerprint:\n${printed}`)
  return fingerprint.replace(/:/g, "").toLowerCase()
}

/** The QR code drawn into a canvas as a phone's camera would see it, decoded by jsQR. */
async function decodeQr(page: Page, name: string): Promise<string | undefined> {
  const image = await page.getByRole("img", { name: new RegExp(`download address of ${name}`) }).evaluate(async (svg) => {
    const source = new XMLSerializer().serializeToString(svg)
    const picture = new Image()
    picture.src = `data:image/svg+xml;base64,${btoa(source)}`
    await picture.decode()
    const canvas = document.createElement("canvas")
    canvas.width = canvas.height = 400
    const context = canvas.getContext("2d") as CanvasRenderingContext2D
    context.drawImage(picture, 0, 0, 400, 400)
    // As a PNG: the 640,000 pixel values as an array took Playwright a minute to pass back.
    return canvas.toDataURL("image/png")
  })
  const { data, info } = await sharp(Buffer.from(image.slice(image.indexOf(",") + 1), "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}

describe("each app on /downloads", () => {
  it("shows the file's SHA-256, its signer's SHA-256, its size in the link's name, and a QR code of its address", async () => {
    const downloads = await visit(browser(), "/downloads")
    const { page } = downloads
    // The address the build was made for (a preview's own on a preview), as the page says it.
    const canonical = (await page.locator("link[rel=canonical]").getAttribute("href")) as string
    for (const app of apps) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: app.name }) })
      const file = await (await page.request.get(siteUrl(app.filePath))).body()
      const text = (await card.innerText()).replace(/\s+/g, " ")
      expect(text).toContain(crypto.createHash("sha256").update(file).digest("hex"))
      expect(text).toContain(keytoolFingerprint(file))
      const size = formatSize(file.length)
      expect(text).toContain(size)
      await expect(card.getByRole("link", { name: new RegExp(`^${site.downloads.download} ${app.name}.*${size.replace(".", "\\.")}`) }).count()).resolves.toBe(1)
      expect(await decodeQr(page, app.name)).toBe(new URL(app.filePath, canonical).href)
    }
    expect(downloads.problems).toEqual([])
    await downloads.close()
  })

  it("prints the address in place of the QR code, without the Download and Copy buttons", async () => {
    const downloads = await visit(browser(), "/downloads")
    const { page } = downloads
    const canonical = (await page.locator("link[rel=canonical]").getAttribute("href")) as string
    await page.emulateMedia({ media: "print" })
    for (const app of apps) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: app.name }) })
      await expect(isReallyVisible(card.getByRole("img", { name: /download address/, includeHidden: true }))).resolves.toBe(false)
      await expect(isReallyVisible(card.getByText(new URL(app.filePath, canonical).href, { exact: true }))).resolves.toBe(true)
      await expect(card.getByRole("button").filter({ visible: true }).count()).resolves.toBe(0)
      await expect(isReallyVisible(card.getByRole("link", { name: new RegExp(app.name), includeHidden: true }))).resolves.toBe(false)
    }
    await downloads.close()
  })
})
