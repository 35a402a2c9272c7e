/**
 * Where the editor at /admin/ saves (the owner's GitHub repository and the branch the site is
 * published from) and how the owner signs in, known without an edit to code: from
 * data/site.json "editor" when the owner says, else from the host's build (Netlify's
 * REPOSITORY_URL and BRANCH, Vercel's VERCEL_GIT_*), else from the checkout itself (its remote
 * "origin" and its branch).
 */
import fs from "fs"
import path from "path"
import type { Content } from "../../content/content"

/** The host's build variables read here (https://docs.netlify.com/build/configure-builds/environment-variables/, https://vercel.com/docs/environment-variables/system-environment-variables). */
export interface HostBuildEnv {
  NETLIFY?: string
  REPOSITORY_URL?: string
  BRANCH?: string
  VERCEL?: string
  VERCEL_GIT_PROVIDER?: string
  VERCEL_GIT_REPO_OWNER?: string
  VERCEL_GIT_REPO_SLUG?: string
  VERCEL_GIT_COMMIT_REF?: string
}

export type SignIn = NonNullable<NonNullable<Content["site"]["editor"]>["signIn"]>

export interface EditorBackend {
  /** owner/name on GitHub; none known: the editor offers the checkout on this computer only. */
  repository?: string
  branch: string
  signIn: SignIn
  /** The commit status a deploy preview reports, whose address the editor links a draft to. */
  previewContext?: string
}

/** owner/name of a GitHub address, as a host or git writes it: https://github.com/owner/name(.git), git@github.com:owner/name.git. */
export function gitHubRepository(url: string | undefined): string | undefined {
  const match = /github\.com[/:]([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(url ?? "")
  return match ? `${match[1]}/${match[2]}` : undefined
}

/** The checkout's own remote "origin" and branch, read from .git without git itself (a host's build may have no git). */
function checkout(rootDir: string): { remote?: string; branch?: string } {
  const gitDir = path.join(rootDir, ".git")
  const read = (file: string) => (fs.existsSync(path.join(gitDir, file)) ? fs.readFileSync(path.join(gitDir, file), "utf8") : "")
  const remote = /\[remote "origin"\][^[]*?\burl\s*=\s*(\S+)/.exec(read("config"))?.[1]
  const branch = /^ref: refs\/heads\/(.+)$/m.exec(read("HEAD"))?.[1]
  return { remote, branch }
}

export function editorBackend(settings: Content["site"]["editor"], env: HostBuildEnv, rootDir: string): EditorBackend {
  const onNetlify = env.NETLIFY === "true"
  const onVercel = env.VERCEL === "1"
  const local = checkout(rootDir)
  const fromVercel = onVercel && env.VERCEL_GIT_PROVIDER === "github" && env.VERCEL_GIT_REPO_OWNER && env.VERCEL_GIT_REPO_SLUG ? `${env.VERCEL_GIT_REPO_OWNER}/${env.VERCEL_GIT_REPO_SLUG}` : undefined
  const repository = settings?.repository ?? (onNetlify ? gitHubRepository(env.REPOSITORY_URL) : undefined) ?? fromVercel ?? gitHubRepository(local.remote)
  const branch = settings?.branch ?? (onNetlify ? env.BRANCH : undefined) ?? (onVercel ? env.VERCEL_GIT_COMMIT_REF : undefined) ?? local.branch ?? "main"
  const signIn = settings?.signIn ?? (onNetlify ? "netlify" : onVercel ? "site" : "token")
  return { ...(repository ? { repository } : {}), branch, signIn, ...(onNetlify ? { previewContext: "deploy/netlify" } : {}) }
}

/** What the build says when it knows no repository to save to, with the fix. */
export function missingRepositoryNotice(backend: EditorBackend): string | undefined {
  if (backend.repository) return undefined
  return 'the editor at /admin/ knows no GitHub repository to save to, so it opens only a checkout on your computer: set "editor": { "repository": "owner/name" } in data/site.json, or build on Netlify or Vercel from GitHub'
}
