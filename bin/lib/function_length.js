/*
 * No function over 80 lines (docs/architecture.md#conventions), as data: the rule's settings,
 * the folders it covers and its temporary per-file exceptions, spread into eslint.config.js by
 * functionLengthConfigs(). tests/unit/function_length_rule.spec.ts plants a long function in
 * each folder and fails when an exception below is no longer needed.
 *
 * Blank lines and comments do not count. A function that is genuinely clearer long says why
 * where it stands, on the line above it:
 *   // eslint-disable-next-line max-lines-per-function -- <why, in a sentence>
 */

export const MAX_FUNCTION_LINES = 80

export const FUNCTION_LENGTH_OPTIONS = {
  max: MAX_FUNCTION_LINES,
  skipBlankLines: true,
  skipComments: true,
}

/** Production code: the server, the client, the boot files, the configuration, the scripts. */
export const FUNCTION_LENGTH_FOLDERS = ['app', 'inertia', 'start', 'config', 'bin']

export const FUNCTION_LENGTH_EXTENSIONS = ['ts', 'tsx', 'js', 'cjs', 'mjs']

/**
 * Files whose longest function is over the limit today, each capped at that length so it can
 * only shrink. Temporary: each one is split with the work under way on its module, and the test
 * fails once the file is under the limit, to have its entry deleted.
 */
export const FUNCTION_LENGTH_EXCEPTIONS = []

const RULE = 'max-lines-per-function'

/** Flat-config entries for eslint.config.js: the folders' rule, then one entry per exception. */
export function functionLengthConfigs() {
  const extensions = `{${FUNCTION_LENGTH_EXTENSIONS.join(',')}}`
  return [
    {
      name: `Functions of at most ${MAX_FUNCTION_LINES} lines`,
      files: FUNCTION_LENGTH_FOLDERS.map((folder) => `${folder}/**/*.${extensions}`),
      rules: { [RULE]: ['error', FUNCTION_LENGTH_OPTIONS] },
    },
    ...FUNCTION_LENGTH_EXCEPTIONS.map((exception) => ({
      name: `Function length: temporary exception for ${exception.file}`,
      files: [exception.file],
      rules: { [RULE]: ['error', { ...FUNCTION_LENGTH_OPTIONS, max: exception.max }] },
    })),
  ]
}
