import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test'
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { streamModelReply } from '#coach/model_coach'
import { coachSettings } from '#coach/providers'
import { ToolSession, COACH_TOOLS } from '#coach/tools/index'
import type { CoachContext } from '#coach/context'
import { createCoachAthlete } from '#tests/support/coach_athlete'

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
})

function toolCallStep(
  toolName: string,
  input: unknown
): { stream: ReadableStream<LanguageModelV3StreamPart> } {
  return {
    stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
      { type: 'stream-start', warnings: [] },
      { type: 'tool-call', toolCallId: `call-${toolName}`, toolName, input: JSON.stringify(input) },
      {
        type: 'finish',
        finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
        usage: usage(300, 20),
      },
    ]),
  }
}

function textStep(...deltas: string[]): { stream: ReadableStream<LanguageModelV3StreamPart> } {
  return {
    stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 't1' },
      ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
      { type: 'text-end', id: 't1' },
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: usage(500, 40) },
    ]),
  }
}

async function modelContext(options: Parameters<typeof createCoachAthlete>[0] = {}) {
  const athlete = await createCoachAthlete(options)
  const context: CoachContext = {
    userId: athlete.user.id,
    profile: athlete.profile,
    todayIso: athlete.todayIso,
    audience: 'model',
  }
  return { ...athlete, context }
}

function reply(model: MockLanguageModelV3, context: CoachContext, question: string) {
  const chunks: string[] = []
  return streamModelReply({
    model,
    settings: { ...coachSettings(), maxRetries: 0 },
    context,
    history: [{ role: 'user', content: question }],
    onText: (text) => {
      chunks.push(text)
    },
  }).then((result) => ({ ...result, chunks }))
}

test.group('Model coach (AI SDK mock model)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('a tool call, its result back to the model, then the final text', async ({ assert }) => {
    const { context } = await modelContext({ weeks: 6 })
    const model = new MockLanguageModelV3({
      doStream: [
        toolCallStep('recent_training', { weeks: 3 }),
        textStep('Your fitness ', 'is rising.'),
      ],
    })
    const result = await reply(model, context, 'How am I doing?')
    assert.equal(result.text, 'Your fitness is rising.')
    assert.deepEqual(result.chunks, ['Your fitness ', 'is rising.'])
    assert.deepEqual(result.toolUses, [
      { name: 'recent_training', summary: 'looked at your last 3 weeks' },
    ])
    assert.equal(result.inputTokens, 800)
    assert.equal(result.outputTokens, 60)
    // The second call carries the tool's result (weeks of summaries) to the model.
    const second = JSON.stringify(model.doStreamCalls[1].prompt)
    assert.include(second, '"type":"tool-result"')
    assert.include(second, 'fitnessFourWeeksAgo')
    // The system prompt has the athlete's units and tone.
    const system = JSON.stringify(model.doStreamCalls[0].prompt[0])
    assert.include(system, 'metric (km, min/km)')
    assert.include(system, 'direct and brief')
    // Every tool is offered, none takes a user id.
    const offered = (model.doStreamCalls[0].tools ?? []).map((t) => t.name)
    assert.sameMembers(
      offered,
      COACH_TOOLS.map((t) => t.name)
    )
    assert.notInclude(JSON.stringify(model.doStreamCalls[0].tools), 'userId')
  })

  test('a model proposal creates a proposed revision and applies nothing', async ({ assert }) => {
    const { context, user } = await modelContext({ plan: true })
    const before = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    const model = new MockLanguageModelV3({
      doStream: [
        toolCallStep('propose_plan_change', { change: { type: 'illness', days: 4 } }),
        textStep('I have proposed four days of rest. Review it below.'),
      ],
    })
    const result = await reply(model, context, 'I have the flu')
    assert.isNotNull(result.revisionId)
    const revision = await PlanRevision.findOrFail(result.revisionId!)
    assert.equal(revision.status, 'proposed')
    assert.equal(revision.source, 'coach')
    const after = await TrainingPlan.findOrFail(before.id)
    assert.equal(after.version, before.version)
    assert.deepEqual(after.document, before.document)
    assert.include(JSON.stringify(model.doStreamCalls[1].prompt), 'Proposed only')
  })

  test('injected inputs are refused: a user id, dates outside the plan, 90 sick days', async ({
    assert,
  }) => {
    const { context, user } = await modelContext({ plan: true })
    const other = await createCoachAthlete({ plan: true })
    const session = new ToolSession(context)
    const tools = session.aiTools()
    const run = (input: unknown) =>
      tools.propose_plan_change.execute!(input as never, { toolCallId: 'x', messages: [] })
    const attempts = [
      { change: { type: 'illness', days: 3 }, userId: other.user.id },
      { change: { type: 'illness', days: 3, userId: other.user.id } },
      { change: { type: 'illness', days: 90 } },
      { change: { type: 'move_workout', workoutKey: 'w1-d7', toDate: '1999-01-01' } },
      {
        change: {
          type: 'travel',
          fromDate: '2999-01-01',
          toDate: '2999-01-05',
          availableWeekdays: [],
        },
      },
      { change: { type: 'apply', revisionId: 1 } },
    ]
    for (const attempt of attempts) {
      const output = await run(attempt)
      assert.property(output, 'error', JSON.stringify(attempt))
    }
    for (const id of [user.id, other.user.id]) {
      const plan = await TrainingPlan.query().where('user_id', id).firstOrFail()
      assert.lengthOf(await PlanRevision.query().where('plan_id', plan.id), 0)
    }
  })

  test('for a model, Strava-sourced activities are left out of every tool', async ({ assert }) => {
    const secret = 'Strava secret tempo by the canal'
    const { context } = await modelContext({ weeks: 4, plan: true, stravaNames: [secret] })
    const session = new ToolSession(context)
    const outputs = []
    for (const tool of COACH_TOOLS) {
      if (tool.name === 'propose_plan_change') continue
      outputs.push(
        await session.run(tool, tool.name === 'explain_metric' ? { metric: 'acwr' } : {})
      )
    }
    const text = JSON.stringify(outputs)
    assert.notInclude(text, secret)
    assert.include(text, 'Morning run')
    // The Strava run's VDOT estimate (55) is not the VDOT a model sees; offline it is.
    const profile = outputs[0] as { vdot: { value: number } }
    assert.isBelow(profile.vdot.value, 55)
    const offline = new ToolSession({ ...context, audience: 'offline' })
    const offlineProfile = await offline.run(COACH_TOOLS[0])
    assert.equal(offlineProfile.vdot?.value, 55)
  })

  test("the tools' context for a 5-year athlete stays under 2,000 tokens", async ({ assert }) => {
    const { context } = await modelContext({ weeks: 260, plan: true })
    const session = new ToolSession(context)
    let chars = 0
    for (const tool of COACH_TOOLS) {
      if (tool.name === 'propose_plan_change') continue
      const output = await session.run(
        tool,
        tool.name === 'explain_metric' ? { metric: 'form' } : {}
      )
      chars += JSON.stringify(output).length
    }
    // Tokens estimated as characters / 4 (OpenAI's rule of thumb for English and JSON).
    assert.isBelow(chars / 4, 2000)
  }).timeout(60_000)
})
