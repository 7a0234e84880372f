import core from '@nlpjs/core'
import nlu, { type NluNeural } from '@nlpjs/nlu'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangDe } from '@nlpjs/lang-de'
import { LangFr } from '@nlpjs/lang-fr'
import { LangEs } from '@nlpjs/lang-es'
import { CORPUS } from './corpus.js'
import { LANGUAGES, type IntentLabel, type Language } from './types.js'

/**
 * The intent classifier: one NLP.js neural NLU per language (its tokenizer, stemmer and
 * stop words for that language), trained once from CORPUS when first needed. See
 * docs/decisions/063-coach-understanding-libraries.md for why NLP.js.
 */
export interface Classification {
  label: IntentLabel
  score: number
}

export type Classifier = (text: string, language: Language) => Promise<Classification[]>

async function trainLanguage(language: Language): Promise<NluNeural> {
  const container = await core.containerBootstrap()
  for (const plugin of [LangEn, LangDe, LangFr, LangEs]) container.use(plugin)
  // NLP.js's spell check maps a word one edit from a corpus word onto it ("predcit").
  const model = new nlu.NluNeural({
    container,
    locale: language,
    log: false,
    spellCheck: true,
    spellCheckDistance: 1,
  })
  const examples = Object.entries(CORPUS).flatMap(([label, byLanguage]) =>
    byLanguage[language].map((utterance) => ({ utterance, intent: label }))
  )
  await model.train(examples)
  return model
}

/**
 * Trains the four languages one after the other, yielding to the event loop between them, so
 * that no stretch holds it past decision 061's budget (each language trains in 40–150 ms).
 */
async function trainAll(): Promise<Classifier> {
  const models = new Map<Language, NluNeural>()
  for (const language of LANGUAGES) {
    await new Promise((resolve) => setImmediate(resolve))
    models.set(language, await trainLanguage(language))
  }
  return async (text, language) => {
    const result = await models.get(language)!.process(text)
    return result.classifications
      .filter((item) => item.intent !== 'None' && item.score > 0)
      .map((item) => ({ label: item.intent as IntentLabel, score: item.score }))
  }
}

let trained: Promise<Classifier> | undefined

/**
 * The trained classifier, trained on the first call and shared afterwards. The web process
 * prepares it at boot (`prepareUnderstanding`), so that no athlete's first message waits.
 */
export function loadClassifier(): Promise<Classifier> {
  trained ??= trainAll()
  return trained
}
