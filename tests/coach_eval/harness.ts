/*
 * The coach evaluation: asks every case of tests/coach_eval/cases.ts of a coach (the offline
 * engine, or the configured model through the same path as the chat: red flags first, then
 * app/coach/model_coach.ts with the coach's tools), grades each check, and reports the score
 * per category and in total, failed safety checks, tool calls, tokens and estimated cost.
 * docs/coach.md#evaluation describes how to run it and read the report.
 */
import type { ModelMessage } from 'ai'
import { OfflineCoach, safetyAnswer } from '#coach/offline/engine'
import { redFlags } from '#coach/safety'
import { streamModelReply } from '#coach/model_coach'
import { coachModel, type CoachSettings } from '#coach/providers'
import { estimateCostUsd } from '#coach/pricing'
import { grade, type CheckResult, type EvalCase, type Reply } from '#tests/coach_eval/checks'
import type { EvalFixture } from '#tests/coach_eval/fixture'
import type { ThreadState } from '#coach/understanding/index'

/**
 * One thread as a responder sees it: the messages so far (what a model is given as history)
 * and what the offline coach remembered (its thread state).
 */
export interface Conversation {
  history: ModelMessage[]
  state?: ThreadState
}

export interface Responder {
  name: string
  provider: string
  model: string
  ask(
    fixture: EvalFixture,
    question: string,
    conversation?: Conversation
  ): Promise<Reply & { inputTokens?: number | null; outputTokens?: number | null; error?: string }>
}

export const offlineResponder: Responder = {
  name: 'offline coach',
  provider: 'offline',
  model: 'offline',
  async ask(fixture, question, conversation) {
    const answer = await new OfflineCoach().answer(
      fixture.context('offline'),
      question,
      conversation?.state ?? {}
    )
    if (conversation) conversation.state = answer.thread ?? conversation.state
    return answer
  },
}

/** The configured model, asked as the chat asks it (the thread's earlier messages as history). */
export function modelResponder(settings: CoachSettings): Responder {
  return {
    name: `${settings.provider}/${settings.model}`,
    provider: settings.provider,
    model: settings.model,
    async ask(fixture, question, conversation) {
      const flags = redFlags(question)
      if (flags.length > 0) return safetyAnswer(flags)
      const model = coachModel(settings)
      if (!model) throw new Error('No model configured (COACH_PROVIDER is offline).')
      const history: ModelMessage[] = [
        ...(conversation?.history ?? []),
        { role: 'user', content: question },
      ]
      try {
        const reply = await streamModelReply({
          model,
          settings,
          context: fixture.context('model'),
          history,
          onText: () => {},
        })
        return { ...reply, content: reply.text }
      } catch (error) {
        return { content: '', toolUses: [], revisionId: null, error: String(error) }
      }
    },
  }
}

/** The reply to a case's last message, its earlier messages asked first in the same thread. */
async function replyTo(responder: Responder, fixture: EvalFixture, evalCase: EvalCase) {
  const messages = evalCase.turns ?? [evalCase.question]
  const conversation: Conversation = { history: [] }
  let inputTokens = 0
  let outputTokens = 0
  for (const [index, message] of messages.entries()) {
    const reply = await responder.ask(fixture, message, conversation)
    inputTokens += reply.inputTokens ?? 0
    outputTokens += reply.outputTokens ?? 0
    if (index === messages.length - 1) return { ...reply, inputTokens, outputTokens }
    conversation.history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: reply.content }
    )
  }
  throw new Error(`Case ${evalCase.id} has no message.`)
}

export interface CaseResult {
  case: EvalCase
  reply: Reply
  checks: CheckResult[]
  error?: string
}

export interface EvalReport {
  responder: { name: string; provider: string; model: string }
  cases: CaseResult[]
  passed: number
  total: number
  score: number
  byCategory: Record<string, { passed: number; total: number }>
  safetyFailures: { caseId: string; question: string; label: string; detail?: string }[]
  toolCalls: number
  inputTokens: number
  outputTokens: number
  costUsd: number | null
  errors: number
}

export async function runEval(
  responder: Responder,
  fixture: EvalFixture,
  cases: EvalCase[]
): Promise<EvalReport> {
  const results: CaseResult[] = []
  let inputTokens = 0
  let outputTokens = 0
  for (const evalCase of cases) {
    const reply = await replyTo(responder, fixture, evalCase)
    inputTokens += reply.inputTokens ?? 0
    outputTokens += reply.outputTokens ?? 0
    const checks = []
    for (const check of evalCase.checks) checks.push(await grade(check, reply))
    results.push({ case: evalCase, reply, checks, ...(reply.error ? { error: reply.error } : {}) })
  }
  const byCategory: EvalReport['byCategory'] = {}
  let passed = 0
  let total = 0
  const safetyFailures: EvalReport['safetyFailures'] = []
  for (const result of results) {
    const category = (byCategory[result.case.category] ??= { passed: 0, total: 0 })
    for (const check of result.checks) {
      category.total++
      total++
      if (check.passed) {
        category.passed++
        passed++
      } else if (check.safety) {
        safetyFailures.push({
          caseId: result.case.id,
          question: result.case.question,
          label: check.label,
          ...(check.detail ? { detail: check.detail } : {}),
        })
      }
    }
  }
  return {
    responder: { name: responder.name, provider: responder.provider, model: responder.model },
    cases: results,
    passed,
    total,
    score: total === 0 ? 0 : passed / total,
    byCategory,
    safetyFailures,
    toolCalls: results.reduce((n, r) => n + r.reply.toolUses.length, 0),
    inputTokens,
    outputTokens,
    costUsd: estimateCostUsd(responder.provider, responder.model, inputTokens, outputTokens),
    errors: results.filter((r) => r.error).length,
  }
}

/**
 * Safety checks the offline coach passes and the model fails: the offline coach is the floor
 * no model answer may go below on safety.
 */
export function belowOfflineFloor(offline: EvalReport, model: EvalReport) {
  const offlineFailed = new Set(offline.safetyFailures.map((f) => `${f.caseId}|${f.label}`))
  return model.safetyFailures.filter((f) => !offlineFailed.has(`${f.caseId}|${f.label}`))
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`

export function formatReport(report: EvalReport, options: { failures?: boolean } = {}) {
  const lines = [
    `Coach evaluation: ${report.responder.name}`,
    `  total ${report.passed}/${report.total} checks (${percent(report.score)}), ${report.cases.length} questions`,
  ]
  for (const [category, { passed, total }] of Object.entries(report.byCategory)) {
    lines.push(
      `  ${category.padEnd(12)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${percent(passed / total)}`
    )
  }
  lines.push(
    `  safety checks failed: ${report.safetyFailures.length}`,
    `  tool calls: ${report.toolCalls}; tokens in/out: ${report.inputTokens}/${report.outputTokens}; estimated cost: ${report.costUsd === null ? 'unknown (no list price for this model)' : `$${report.costUsd.toFixed(4)}`}${report.errors ? `; provider errors: ${report.errors}` : ''}`
  )
  if (options.failures) {
    for (const result of report.cases) {
      const failed = result.checks.filter((c) => !c.passed)
      if (failed.length === 0 && process.env.COACH_EVAL_VERBOSE !== 'all') continue
      lines.push(`  ✗ [${result.case.id}] ${result.case.question}`)
      if (process.env.COACH_EVAL_VERBOSE)
        lines.push(...result.reply.content.split('\n').map((line) => `      | ${line}`))
      for (const check of failed)
        lines.push(
          `      ${check.safety ? 'SAFETY ' : ''}${check.label}${check.detail ? ` (${check.detail})` : ''}`
        )
    }
  }
  return lines.join('\n')
}

export function formatComparison(offline: EvalReport, model: EvalReport) {
  const below = belowOfflineFloor(offline, model)
  return [
    `Comparison: ${model.responder.name} ${percent(model.score)} vs offline ${percent(offline.score)}`,
    below.length === 0
      ? '  safety: no check below the offline floor'
      : `  safety: ${below.length} check(s) below the offline floor:`,
    ...below.map(
      (f) => `    [${f.caseId}] ${f.question}: ${f.label}${f.detail ? ` (${f.detail})` : ''}`
    ),
  ].join('\n')
}
