import { asciiDownloadName, contentDisposition, cvFilePaths, cvLink, downloadName, isCvFilePath, LEGACY_CV_PATHS } from "../../../src/shared/cv-files"

const FILE = { path: "/Brian-Kamau-Resume.pdf", size: "48.2 kB", fileName: "Brian-Kamau-Resume.pdf" }

describe("the addresses", () => {
  it("carry the owner's name, in ASCII, so that a browser saves the file under it from any host", () => {
    expect(cvFilePaths({ resume: "Brian-Kamau-Resume.pdf", cv: "Brian-Kamau-CV.pdf" })).toEqual({ resume: "/Brian-Kamau-Resume.pdf", cv: "/Brian-Kamau-CV.pdf" })
    expect(cvFilePaths({ resume: "Łucja-Ødegård-Wiśniewska-Resume.pdf", cv: "Łucja-Ødegård-Wiśniewska-CV.pdf" })).toEqual({
      resume: "/Lucja-Odegard-Wisniewska-Resume.pdf",
      cv: "/Lucja-Odegard-Wisniewska-CV.pdf",
    })
  })

  it("are the old ones when the name gives none of its own, or the same one to both files", () => {
    expect(cvFilePaths({ resume: "李明-Resume.pdf", cv: "李明-CV.pdf" })).toEqual(LEGACY_CV_PATHS)
    expect(cvFilePaths({ resume: "Иван-Резюме.pdf", cv: "Иван-CV.pdf" })).toEqual(LEGACY_CV_PATHS)
    expect(cvFilePaths({ resume: "Ana-Lebenslauf.pdf", cv: "Ana-LEBENSLAUF.pdf" })).toEqual(LEGACY_CV_PATHS)
  })

  it("and the old ones are the résumé's and CV's, the site's only PDFs at its root", () => {
    expect(LEGACY_CV_PATHS).toEqual({ resume: "/resume.pdf", cv: "/cv.pdf" })
    for (const sitePath of ["/resume.pdf", "/Brian-Kamau-CV.pdf"]) expect(isCvFilePath(sitePath)).toBe(true)
    for (const sitePath of ["/downloads/app.apk", "/static/guide.pdf", "/cv.pdf.html"]) expect(isCvFilePath(sitePath)).toBe(false)
  })
})

describe("the name a file downloads under", () => {
  it("is the owner's name and the document's title, joined by hyphens", () => {
    expect(downloadName("Brian Kamau", "Resume")).toBe("Brian-Kamau-Resume.pdf")
    expect(downloadName("  Mary-Jane  O'Neil ", "Curriculum vitae")).toBe("Mary-Jane-O-Neil-Curriculum-vitae.pdf")
  })

  it("keeps the owner's letters as they are written, whatever the alphabet", () => {
    expect(downloadName("Łucja Ødegård-Wiśniewska", "CV")).toBe("Łucja-Ødegård-Wiśniewska-CV.pdf")
    expect(downloadName("李明", "Résumé")).toBe("李明-Résumé.pdf")
  })

  it("has an ASCII form for clients that cannot read UTF-8: accents dropped, other letters spelt out or left out", () => {
    expect(asciiDownloadName("Łucja-Ødegård-Wiśniewska-CV.pdf")).toBe("Lucja-Odegard-Wisniewska-CV.pdf")
    expect(asciiDownloadName("Jürgen-Straße-Résumé.pdf")).toBe("Jurgen-Strasse-Resume.pdf")
    expect(asciiDownloadName("李明-Resume.pdf")).toBe("Resume.pdf")
    expect(asciiDownloadName("李明.pdf")).toBe("document.pdf")
  })
})

describe("Content-Disposition", () => {
  it("downloads under an ASCII name as it is", () => {
    expect(contentDisposition("Brian-Kamau-CV.pdf")).toBe('attachment; filename="Brian-Kamau-CV.pdf"')
  })

  it("adds the UTF-8 name (RFC 6266 and 8187) where the ASCII one differs", () => {
    expect(contentDisposition("Łucja-Ødegård-CV.pdf")).toBe(`attachment; filename="Lucja-Odegard-CV.pdf"; filename*=UTF-8''%C5%81ucja-%C3%98deg%C3%A5rd-CV.pdf`)
    expect(contentDisposition("O'Neil-(CV).pdf")).toMatch(/filename\*=UTF-8''O%27Neil-%28CV%29\.pdf$/)
  })
})

describe("the link to a résumé or CV", () => {
  it("is the owner's own file when they set its address", () => {
    expect(cvLink("https://drive.example.org/cv.pdf", FILE, "Resume", "{text} (PDF, {size})")).toEqual({ kind: "own", href: "https://drive.example.org/cv.pdf" })
  })

  it("is otherwise the built file, downloading under the owner's name, its name saying what and how large it is", () => {
    for (const ownUrl of [undefined, null, ""]) {
      expect(cvLink(ownUrl, FILE, "Resume", "{text} (PDF, {size})")).toEqual({
        kind: "built",
        href: "/Brian-Kamau-Resume.pdf",
        download: "Brian-Kamau-Resume.pdf",
        ariaLabel: "Resume (PDF, 48.2 kB)",
      })
    }
  })
})
