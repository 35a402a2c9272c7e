/** Types of node-version-guard.js, which stays plain JavaScript so that any Node can run it. */
export const NVMRC: string
export function majorOf(version: string): string | undefined
export function wantedMajor(nvmrcFile?: string): string
export function checkNodeVersion(running: string, wanted: string, lifecycleEvent?: string): string | undefined
export function exitUnlessWantedNode(): void
