/*
 * Estimated cost of a model reply, from list prices in US dollars per million tokens
 * (input, output) as published by OpenAI and Anthropic in 2025. An estimate for the admin
 * dashboard, not an invoice: cached-input discounts are ignored. A model id matches the
 * longest entry it starts with ("gpt-4o-mini-2024-07-18" → "gpt-4o-mini"). Self-hosted
 * OpenAI-compatible servers (Ollama, vLLM, LM Studio) cost 0; an unknown hosted model's cost
 * is unknown (null).
 */
export const PRICES_PER_MILLION_TOKENS_USD: Record<string, { input: number; output: number }> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5': { input: 1.25, output: 10 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-3-7-sonnet': { input: 3, output: 15 },
  'claude-opus-4': { input: 15, output: 75 },
}

export function estimateCostUsd(
  provider: string,
  model: string,
  inputTokens: number | null,
  outputTokens: number | null
): number | null {
  if (provider === 'offline') return 0
  if (provider === 'openai-compatible') return 0
  const key = Object.keys(PRICES_PER_MILLION_TOKENS_USD)
    .filter((prefix) => model.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0]
  if (!key) return null
  const price = PRICES_PER_MILLION_TOKENS_USD[key]
  const cost = ((inputTokens ?? 0) * price.input + (outputTokens ?? 0) * price.output) / 1_000_000
  return Math.round(cost * 1_000_000) / 1_000_000
}
