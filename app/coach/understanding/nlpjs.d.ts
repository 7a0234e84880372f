/* The parts of NLP.js (https://github.com/axa-group/nlp.js) this module uses; the
   packages ship no type declarations. */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void
  }
  export function containerBootstrap(): Promise<Container>
  const core: { containerBootstrap: typeof containerBootstrap }
  export default core
}

declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core'
  export interface Classification {
    intent: string
    score: number
  }
  export class NluNeural {
    constructor(settings: {
      container: Container
      locale: string
      log?: boolean
      spellCheck?: boolean
      spellCheckDistance?: number
    })
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>
    process(utterance: string): Promise<{ classifications: Classification[] }>
  }
  const nlu: { NluNeural: typeof NluNeural }
  export default nlu
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown
}
declare module '@nlpjs/lang-de' {
  export const LangDe: unknown
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown
}
