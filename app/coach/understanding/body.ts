/*
 * Where a pain is and where a cold sits, read from the message's words in English, French,
 * Spanish and German: the slots of the injury and illness answers (docs/coach.md#pipeline).
 * Never a diagnosis: the site picks the guidance of a common pattern, the side of the neck
 * Eichner's neck check (docs/coach.md#illness-the-neck-check).
 */

/** The body sites the injury guidance knows (app/coach/offline/knowledge.ts). */
export type InjurySite = 'outside_knee' | 'front_knee' | 'shin' | 'achilles' | 'heel' | 'other'

/** Where a pain is, for the matching guidance (never a diagnosis). */
export function injurySiteIn(text: string): InjurySite {
  if (/\b(it ?band|itb|iliotibial)\b/i.test(text)) return 'outside_knee'
  if (/\bknee|genou|rodilla|knie/i.test(text)) {
    if (/\b(outside|outer|lateral|side of)\b|ext[eé]rieur|externo|au[sß]en/i.test(text))
      return 'outside_knee'
    return 'front_knee'
  }
  if (/\bshins?\b|tibia|schienbein/i.test(text)) return 'shin'
  if (/\bachill/i.test(text)) return 'achilles'
  if (/\bheel|plantar|talon|tal[oó]n|ferse/i.test(text)) return 'heel'
  return 'other'
}

/** The neck check's side of a cold (Eichner 1993; docs/coach.md#illness-the-neck-check). */
export function symptomsIn(text: string): 'above_neck' | 'below_neck' | 'unknown' {
  if (
    /\b(fever|temperature|chest|body aches?|aching|muscle aches?|flu|covid|stomach|vomit|diarrh|nausea|chills)\b|fi[eè]vre|grippe|fiebre|gripe|fieber|grippe|poitrine|pecho|brust/i.test(
      text
    ) ||
    /\bcough/i.test(text)
  )
    return 'below_neck'
  if (
    /\b(runny|stuffy|blocked) nose|sore throat|sneez|head cold|sniffles|congested nose|nez qui coule|nez bouch[eé]|mal [aà] la gorge|rhume|resfriad|mocos|dolor de garganta|schnupfen|halsschmerzen|erk[aä]lt/i.test(
      text
    )
  )
    return 'above_neck'
  return 'unknown'
}
