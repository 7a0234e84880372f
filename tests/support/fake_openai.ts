import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local OpenAI-compatible server for the coach's real provider path
 * (COACH_PROVIDER=openai-compatible, COACH_BASE_URL=<url>/v1): it records
 * every /v1/chat/completions request body and answers with streamed SSE
 * chunks from a script: a tool call, text in pieces, or an HTTP error.
 */
export type FakeStep =
  | { toolCall: { name: string; arguments: unknown } }
  | { text: string[]; delayMs?: number }
  | { status: number; error?: string }

export interface FakeOpenAi {
  url: string
  requests: Record<string, any>[]
  /** When each text piece was written (performance.now() of this process). */
  emittedAt: number[]
  script(steps: FakeStep[]): void
  close(): Promise<void>
}

async function bodyOf(request: IncomingMessage) {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}')
}

/** Steps are used in order; when they run out, a plain text answer. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let steps: FakeStep[] = []
  const requests: Record<string, any>[] = []
  const emittedAt: number[] = []
  let id = 0

  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end()
      return
    }
    const body = await bodyOf(request)
    requests.push(body)
    const step: FakeStep = steps.shift() ?? { text: ['Keep running easy.'] }
    if ('status' in step) {
      response.writeHead(step.status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ error: { message: step.error ?? 'fake failure' } }))
      return
    }
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'Connection': 'keep-alive',
    })
    const chunkId = `chatcmpl-${++id}`
    const send = (delta: object, finish: string | null = null, usage?: object) => {
      const chunk = {
        id: chunkId,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(usage ? { usage } : {}),
      }
      response.write(`data: ${JSON.stringify(chunk)}\n\n`)
    }
    const usage = { prompt_tokens: 420, completion_tokens: 36, total_tokens: 456 }
    if ('toolCall' in step) {
      send({
        role: 'assistant',
        tool_calls: [
          {
            index: 0,
            id: `call_${id}`,
            type: 'function',
            function: { name: step.toolCall.name, arguments: '' },
          },
        ],
      })
      send({
        tool_calls: [
          { index: 0, function: { arguments: JSON.stringify(step.toolCall.arguments) } },
        ],
      })
      send({}, 'tool_calls', usage)
    } else {
      send({ role: 'assistant', content: '' })
      for (const piece of step.text) {
        if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs))
        send({ content: piece })
        emittedAt.push(performance.now())
      }
      send({}, 'stop', usage)
    }
    response.end('data: [DONE]\n\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    emittedAt,
    script(next) {
      steps = [...next]
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
