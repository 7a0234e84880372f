/*
 * Red-flag symptoms: checked on every message before any coach (offline or a model) answers.
 * A match gets "stop and see a doctor" first, and no model is called for that message.
 * The list follows common exercise-safety guidance (e.g. the ACSM pre-participation
 * screening's warning signs): chest pain or pressure, fainting or near-fainting, shortness
 * of breath at rest or out of proportion, palpitations / irregular heartbeat, severe
 * dizziness, and signs of heat illness or stroke.
 */
const RED_FLAGS: { pattern: RegExp; label: string }[] = [
  {
    pattern:
      /\bchest\s+(pain|pains|tightness|pressure|hurts?)\b|\bpain in (my|the) chest\b|\bchest (is|feels) (tight|heavy)/i,
    label: 'chest pain or pressure',
  },
  {
    pattern:
      /\b(faint(ed|ing)?|pass(ed|ing)? out|black(ed)? out|blacking out|collapsed?|lost consciousness)\b/i,
    label: 'fainting',
  },
  {
    pattern:
      /\b(short(ness)? of breath|can'?t (catch my )?breathe?|breathless|struggling to breathe)\b[^.?!]*\b(rest|resting|sitting|lying|sleep|night|not running|doing nothing)\b|\b(at rest|resting|sitting|lying down)\b[^.?!]*\b(short(ness)? of breath|breathless|can'?t breathe)\b/i,
    label: 'shortness of breath at rest',
  },
  {
    pattern:
      /\b(heart (is )?(racing|pounding|skipping|fluttering)|palpitations?|irregular heart ?beat|arrhythmia)\b/i,
    label: 'palpitations',
  },
  {
    pattern:
      /\b(severe|extreme) (dizziness|headache)\b|\bdizzy\b[^.?!]*\b(rest|sitting|lying|won'?t stop)\b/i,
    label: 'severe dizziness',
  },
  { pattern: /\b(heat ?stroke|confus(ed|ion) after|stopped sweating)\b/i, label: 'heat illness' },
  {
    pattern:
      /\b(numb(ness)?|weakness) (in|on) (one|my left|my right) (side|arm|leg)\b|\bslurred speech\b/i,
    label: 'stroke signs',
  },
  { pattern: /\b(blood in (my )?(urine|pee|stool)|coughing (up )?blood)\b/i, label: 'bleeding' },
]

export const SAFETY_NOTICE =
  'Stop training and see a doctor. What you describe can be a sign of a serious medical problem; if it is happening now or is severe, call your local emergency number. The coach cannot assess symptoms.'

/** The red flags a message mentions (empty when none). */
export function redFlags(text: string): string[] {
  return RED_FLAGS.filter((flag) => flag.pattern.test(text)).map((flag) => flag.label)
}
