export interface FunctionLengthException {
  file: string
  /** The file's longest function today, which it may not exceed. */
  max: number
  reason: string
}

export const MAX_FUNCTION_LINES: number
export const FUNCTION_LENGTH_OPTIONS: {
  max: number
  skipBlankLines: boolean
  skipComments: boolean
}
export const FUNCTION_LENGTH_FOLDERS: string[]
export const FUNCTION_LENGTH_EXTENSIONS: string[]
export const FUNCTION_LENGTH_EXCEPTIONS: FunctionLengthException[]
export function functionLengthConfigs(): {
  name: string
  files: string[]
  rules: Record<string, unknown>
}[]
