export const SOURCES: string[]
export const IGNORED: string[]
export const RECORD_FILE: string
export const BUILD_OUTPUTS: string[]
export function sourceFingerprint(
  root: string,
  sources?: string[]
): { fingerprint: string; files: number }
export function staleReason(root: string, buildDir: string, sources?: string[]): string | null
export function writeBuildRecord(
  root: string,
  buildDir: string,
  sources?: string[]
): { fingerprint: string; files: number; builtAt: string }
export function installBuildSkipReason(
  env: Record<string, string | undefined>,
  root: string,
  buildDir?: string
): string | null
