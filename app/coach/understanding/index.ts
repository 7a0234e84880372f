/**
 * The coach's understanding layer: a chat message in, what it asks out. See docs/coach.md
 * ("Understanding") and docs/decisions/063-coach-understanding-libraries.md.
 */
export { understand, prepareUnderstanding } from './understand.js'
export { loadClassifier } from './classifier.js'
export { detectLanguage } from './language.js'
export { resolveFollowUp, nextThreadState, asksToTrainWhileUnwell } from './thread.js'
export * from './types.js'
