/** Types of content-model.js, plain JavaScript so that tools/content-model-guard.js runs it before ts-node or Gatsby. */
export const CONTENT_MODEL: string[]
export const STAMP: string
export function contentModelFiles(root?: string): string[]
export function contentModelHash(root?: string): string
export function isStale(cacheDir: string, currentHash: string): boolean
export function clearIfStale(root?: string, log?: (line: string) => void): boolean
export function stampContentModel(root?: string): void
