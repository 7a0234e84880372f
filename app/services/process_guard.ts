/**
 * What a process does with an error nothing caught (docs/decisions/013):
 * it keeps serving when the error cannot have left shared state half
 * changed, and exits non-zero otherwise so that the supervisor restarts it.
 */
export type FaultKind = 'uncaughtException' | 'unhandledRejection'
export type FaultVerdict = 'keep-serving' | 'exit'

/**
 * Errors of one peer's connection (it went away mid-write): nothing but
 * that connection is affected.
 */
const CONNECTION_ERRORS = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_HTTP_HEADERS_SENT',
])

/**
 * The process itself is out of a resource: restarting is the remedy.
 */
const RESOURCE_ERRORS = new Set(['ENOMEM', 'EMFILE', 'ENFILE', 'ERR_WORKER_OUT_OF_MEMORY'])

function codeOf(error: unknown) {
  if (typeof error !== 'object' || error === null) return null
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : null
}

/**
 * An uncaught exception unwound the stack through frames that did not
 * expect it, so they may have stopped halfway through changing state: the
 * process exits, except for a connection's I/O error. A rejected promise
 * nobody awaited lost its result but interrupted nothing: the process keeps
 * serving, unless it ran out of a resource.
 */
export function faultVerdict(kind: FaultKind, error: unknown): FaultVerdict {
  const code = codeOf(error)
  if (code !== null && RESOURCE_ERRORS.has(code)) return 'exit'
  if (kind === 'unhandledRejection') return 'keep-serving'
  return code !== null && CONNECTION_ERRORS.has(code) ? 'keep-serving' : 'exit'
}

export interface FaultLogger {
  error(bindings: object, message: string): void
  fatal(bindings: object, message: string): void
}

interface FaultSource {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
  off(event: 'uncaughtException', listener: (error: Error) => void): unknown
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
}

/**
 * Listens for faults on `source` (the process): logs each one; on the first
 * that needs an exit, calls `exit` (a graceful shutdown with exit code 1,
 * bounded in time by the caller). Returns a function that removes the
 * listeners.
 */
export function installProcessGuard(options: {
  logger: FaultLogger
  exit: (error: unknown) => void
  source?: FaultSource
}) {
  const source: FaultSource = options.source ?? process
  let exiting = false
  const handle = (kind: FaultKind, error: unknown) => {
    const bindings = { err: error, fault: kind }
    if (faultVerdict(kind, error) === 'keep-serving') {
      options.logger.error(bindings, `${kind}: logged, still serving`)
      return
    }
    options.logger.fatal(bindings, `${kind}: the process state is unknown, exiting`)
    if (exiting) return
    exiting = true
    options.exit(error)
  }
  const onException = (error: Error) => handle('uncaughtException', error)
  const onRejection = (reason: unknown) => handle('unhandledRejection', reason)
  source.on('uncaughtException', onException)
  source.on('unhandledRejection', onRejection)
  return () => {
    source.off('uncaughtException', onException)
    source.off('unhandledRejection', onRejection)
  }
}
