/** @jest-environment node */
/**
 * Every project image is decoded before the build: a file that is not an image is an error
 * naming the file and the entry (the build used to crash a minute later without naming it),
 * a narrow one a warning.
 */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { checkProjectImages, inspectImage, MIN_IMAGE_WIDTH } from "../../../../src/build-time/checks/check-images"
import { readFixtureData, SAMPLE_SITE_DIR } from "../../../../tools/fixture-sites"

const realProjects = () => readFixtureData("projects")

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-images-"))
  fs.cpSync(path.join(SAMPLE_SITE_DIR, "data", "images"), path.join(root, "data", "images"), { recursive: true })
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const imageFile = (name: string) => path.join(root, "data", "images", "projects", name)

const PESATRACK = 'data/projects.json, entry 4 (id 4, title "PesaTrack"), field "image": data/images/projects/pesatrack.jpg'

it("finds nothing wrong with the real images", async () => {
  expect(await checkProjectImages(realProjects(), root)).toEqual({ errors: [], warnings: [] })
})

it("reports a text file saved as .jpg, naming the file and the entry", async () => {
  fs.writeFileSync(imageFile("pesatrack.jpg"), "This is not a picture, just some notes.\n")
  const { errors, warnings } = await checkProjectImages(realProjects(), root)
  expect(warnings).toEqual([])
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(
    new RegExp(`^${PESATRACK.replace(/[()]/g, "\\$&")} cannot be opened as an image \\(.+\\); it may be damaged, cut off, or another kind of file renamed\\. Export it again as JPEG, PNG, WebP or AVIF\\.$`)
  )
})

it("reports a JPEG cut off half-way, which only a full decode notices", async () => {
  const whole = fs.readFileSync(imageFile("pesatrack.jpg"))
  fs.writeFileSync(imageFile("pesatrack.jpg"), whole.subarray(0, Math.floor(whole.length / 2)))
  expect((await sharp(imageFile("pesatrack.jpg")).metadata()).width).toBe(1280)
  const { errors } = await checkProjectImages(realProjects(), root)
  expect(errors).toEqual([expect.stringContaining(`${PESATRACK} cannot be opened as an image`)])
})

it("reports an image in a format the build cannot convert", async () => {
  await sharp({ create: { width: 800, height: 500, channels: 3, background: "#123456" } })
    .gif()
    .toFile(imageFile("pesatrack.jpg"))
  const { errors } = await checkProjectImages(realProjects(), root)
  expect(errors).toEqual([`${PESATRACK} is a GIF image; save it as JPEG, PNG, WebP or AVIF.`])
})

it(`warns about an image narrower than ${MIN_IMAGE_WIDTH} px, the widest the cards show`, async () => {
  await sharp({ create: { width: 640, height: 400, channels: 3, background: "#123456" } })
    .jpeg()
    .toFile(imageFile("pesatrack.jpg"))
  const { errors, warnings } = await checkProjectImages(realProjects(), root)
  expect(errors).toEqual([])
  expect(warnings).toEqual([
    `${PESATRACK} is only 640 px wide, but the project cards show it up to 720 px wide, so it will look blurry. Use an image at least 720 px wide (1280 px looks sharp on every screen).`,
  ])
})

it("accepts an image exactly 720 px wide, in PNG, WebP or AVIF as well", async () => {
  const projects = realProjects()
  for (const [index, format] of (["png", "webp", "avif"] as const).entries()) {
    const name = `test-${format}.${format}`
    await sharp({ create: { width: MIN_IMAGE_WIDTH, height: 450, channels: 3, background: "#654321" } })
      .toFormat(format)
      .toFile(imageFile(name))
    projects[index].image = `images/projects/${name}`
  }
  expect(await checkProjectImages(projects, root)).toEqual({ errors: [], warnings: [] })
})

it("reads the width a photo is shown at, after its camera rotation", async () => {
  // Stored 1280x600 but marked "rotate 90°": it is shown 600 px wide.
  await sharp({ create: { width: 1280, height: 600, channels: 3, background: "#222" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(imageFile("rotated.jpg"))
  expect(await inspectImage(imageFile("rotated.jpg"))).toEqual({ ok: true, format: "jpeg", width: 600, height: 1280 })
})

it("names every entry that uses a broken image, and leaves missing files to the schema check", async () => {
  fs.writeFileSync(imageFile("soko-store.jpg"), "")
  const projects = realProjects()
  projects[5].image = projects[2].image
  projects[6].image = "images/projects/not-there.jpg"
  const { errors } = await checkProjectImages(projects, root)
  expect(errors.map((error) => error.split(": data/")[0])).toEqual([
    'data/projects.json, entry 3 (id 3, title "Soko Online Store"), field "image"',
    'data/projects.json, entry 6 (id 6, title "ReviewLink"), field "image"',
  ])
})
