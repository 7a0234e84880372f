export interface ForbiddenImport {
  /** How the table names it (Markdown). */
  label: string
  /** A regular expression on the import specifier, or… */
  regex?: string
  /** …a module and the names that may not be imported from it. */
  group?: string[]
  importNames?: string[]
  /** `import type` is allowed ("as values" in the table). */
  typesAllowed?: boolean
  /** A specifier the rule must refuse, for the test, and the name to import from it. */
  probe: string
  probeName?: string
}

export interface ImportRule {
  from: string
  folders: string[]
  extensions?: string[]
  mayImport: string
  never: ForbiddenImport[]
  alsoNever?: string
}

export interface ImportException {
  file: string
  imports: string
  reason: string
}

export interface ActionComposition {
  caller: string
  callee: string
  why: string
}

export const IMPORT_RULES: ImportRule[]
export const ACTION_COMPOSITIONS: ActionComposition[]
export const IMPORT_EXCEPTIONS: ImportException[]
export function filesOf(row: ImportRule): string[]
export function rowCovers(row: ImportRule, path: string): boolean
export function rowsFor(path: string): ImportRule[]
export function importRuleConfigs(): {
  name: string
  files: string[]
  rules: Record<string, unknown>
}[]
export function renderImportTable(): string
export function renderCompositionTable(): string
