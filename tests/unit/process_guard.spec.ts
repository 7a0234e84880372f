import { EventEmitter } from 'node:events'
import { test } from '@japa/runner'
import { faultVerdict, installProcessGuard } from '#services/process_guard'

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code })
}

function fakeLogger() {
  const lines: { level: 'error' | 'fatal'; message: string; fault: string }[] = []
  return {
    lines,
    error: (bindings: { fault?: string }, message: string) =>
      lines.push({ level: 'error', message, fault: bindings.fault ?? '' }),
    fatal: (bindings: { fault?: string }, message: string) =>
      lines.push({ level: 'fatal', message, fault: bindings.fault ?? '' }),
  }
}

test.group('Process guard | verdict', () => {
  test('{kind} of {name}: {verdict}')
    .with([
      {
        kind: 'uncaughtException',
        name: 'a URIError',
        error: new URIError('URI malformed'),
        verdict: 'exit',
      },
      {
        kind: 'uncaughtException',
        name: 'a TypeError',
        error: new TypeError('x is undefined'),
        verdict: 'exit',
      },
      { kind: 'uncaughtException', name: 'a thrown string', error: 'boom', verdict: 'exit' },
      {
        kind: 'uncaughtException',
        name: 'ECONNRESET',
        error: withCode('reset', 'ECONNRESET'),
        verdict: 'keep-serving',
      },
      {
        kind: 'uncaughtException',
        name: 'EPIPE',
        error: withCode('pipe', 'EPIPE'),
        verdict: 'keep-serving',
      },
      {
        kind: 'uncaughtException',
        name: 'a write after end',
        error: withCode('late', 'ERR_STREAM_WRITE_AFTER_END'),
        verdict: 'keep-serving',
      },
      {
        kind: 'uncaughtException',
        name: 'EMFILE',
        error: withCode('files', 'EMFILE'),
        verdict: 'exit',
      },
      {
        kind: 'unhandledRejection',
        name: 'a TypeError',
        error: new TypeError('x'),
        verdict: 'keep-serving',
      },
      { kind: 'unhandledRejection', name: 'undefined', error: undefined, verdict: 'keep-serving' },
      {
        kind: 'unhandledRejection',
        name: 'a Redis connection error',
        error: withCode('down', 'ECONNREFUSED'),
        verdict: 'keep-serving',
      },
      {
        kind: 'unhandledRejection',
        name: 'ENOMEM',
        error: withCode('memory', 'ENOMEM'),
        verdict: 'exit',
      },
      {
        kind: 'unhandledRejection',
        name: 'ENFILE',
        error: withCode('files', 'ENFILE'),
        verdict: 'exit',
      },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(faultVerdict(row.kind, row.error), row.verdict)
    })
})

test.group('Process guard | listeners', () => {
  test('a rejection is logged and the process keeps serving', ({ assert }) => {
    const source = new EventEmitter()
    const logger = fakeLogger()
    const exits: unknown[] = []
    installProcessGuard({ logger, exit: (error) => exits.push(error), source })
    source.emit('unhandledRejection', new Error('forgotten await'))
    source.emit('uncaughtException', withCode('peer gone', 'ECONNRESET'))
    assert.deepEqual(
      logger.lines.map((line) => [line.level, line.fault]),
      [
        ['error', 'unhandledRejection'],
        ['error', 'uncaughtException'],
      ]
    )
    assert.deepEqual(exits, [])
  })

  test('an uncaught exception is logged as fatal and exits once', ({ assert }) => {
    const source = new EventEmitter()
    const logger = fakeLogger()
    const exits: unknown[] = []
    installProcessGuard({ logger, exit: (error) => exits.push(error), source })
    const first = new URIError('URI malformed')
    source.emit('uncaughtException', first)
    source.emit('uncaughtException', new TypeError('while shutting down'))
    assert.deepEqual(exits, [first])
    assert.deepEqual(
      logger.lines.map((line) => line.level),
      ['fatal', 'fatal']
    )
  })

  test('the returned function removes the listeners', ({ assert }) => {
    const source = new EventEmitter()
    const remove = installProcessGuard({ logger: fakeLogger(), exit: () => {}, source })
    assert.equal(source.listenerCount('uncaughtException'), 1)
    remove()
    assert.equal(source.listenerCount('uncaughtException'), 0)
    assert.equal(source.listenerCount('unhandledRejection'), 0)
  })
})
