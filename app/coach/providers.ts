/*
 * Which model answers the coach, chosen by environment (COACH_PROVIDER, COACH_MODEL,
 * COACH_BASE_URL, COACH_API_KEY): `offline` (default, no model), `openai`, `anthropic`, or
 * `openai-compatible` (Ollama, vLLM, LM Studio… at COACH_BASE_URL). Timeouts and retries are
 * the AI SDK's: `maxRetries` retries a failed call with exponential backoff (about 2 s, then
 * 4 s), `timeout` aborts a call that takes too long overall or stalls between chunks.
 */
import { createOpenAI } from '@ai-sdk/openai'
import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'
import env from '#start/env'

export type CoachProviderName = 'offline' | 'openai' | 'anthropic' | 'openai-compatible'

export interface CoachSettings {
  provider: CoachProviderName
  /** The model id sent to the provider; `offline` for the offline coach. */
  model: string
  baseUrl: string | null
  apiKey: string | null
  maxRetries: number
  /** Whole reply (all tool steps), and the longest silence between two streamed chunks. */
  timeoutMs: number
  chunkTimeoutMs: number
  maxSteps: number
  /** Tests only: a ready-made model (e.g. the AI SDK's MockLanguageModelV3). */
  languageModel?: LanguageModel
}

const DEFAULT_MODELS: Record<CoachProviderName, string> = {
  'offline': 'offline',
  'openai': 'gpt-4o-mini',
  'anthropic': 'claude-haiku-4-5',
  'openai-compatible': 'llama3.1',
}

function fromEnv(): CoachSettings {
  const provider = env.get('COACH_PROVIDER') ?? 'offline'
  return {
    provider,
    model: provider === 'offline' ? 'offline' : env.get('COACH_MODEL') || DEFAULT_MODELS[provider],
    baseUrl: env.get('COACH_BASE_URL') || null,
    apiKey: env.get('COACH_API_KEY') || null,
    maxRetries: 2,
    timeoutMs: 60_000,
    chunkTimeoutMs: 20_000,
    maxSteps: 5,
  }
}

let settings = fromEnv()

export function coachSettings(): CoachSettings {
  return settings
}

/** Replaces settings (tests and benchmarks); returns a function that restores the previous. */
export function useCoachSettings(overrides: Partial<CoachSettings>) {
  const previous = settings
  settings = { ...settings, ...overrides }
  if (overrides.provider === 'offline' && !overrides.model) settings.model = 'offline'
  return () => {
    settings = previous
  }
}

/** The configured model, or null for the offline coach. */
export function coachModel(current: CoachSettings = settings): LanguageModel | null {
  if (current.languageModel) return current.languageModel
  switch (current.provider) {
    case 'offline':
      return null
    case 'openai':
      return createOpenAI({
        apiKey: current.apiKey ?? undefined,
        ...(current.baseUrl ? { baseURL: current.baseUrl } : {}),
      })(current.model)
    case 'anthropic':
      return createAnthropic({
        apiKey: current.apiKey ?? undefined,
        ...(current.baseUrl ? { baseURL: current.baseUrl } : {}),
      })(current.model)
    case 'openai-compatible':
      if (!current.baseUrl) throw new Error('COACH_BASE_URL is required for openai-compatible')
      return createOpenAICompatible({
        name: 'coach',
        baseURL: current.baseUrl,
        apiKey: current.apiKey ?? undefined,
        includeUsage: true,
      }).chatModel(current.model)
  }
}
