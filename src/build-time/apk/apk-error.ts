/** Why a file could not be read as an APK; the owner's check words its advice by it. */
export type ApkProblem = "unreadable" | "not-an-apk"

/**
 * "unreadable": the file cannot be opened or read (missing, a folder, no permission).
 * "not-an-apk": it can be read but is no valid Android package; the message says what is
 * wrong in plain words ("it has no AndroidManifest.xml").
 */
export class ApkError extends Error {
  readonly problem: ApkProblem

  constructor(problem: ApkProblem, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = "ApkError"
    this.problem = problem
  }
}

/** Everything that stops reading a file that could be opened means it is not a valid APK. */
export const notAnApk = (message: string) => new ApkError("not-an-apk", message)
