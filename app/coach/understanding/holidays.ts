/*
 * Days named by a fixed-date holiday, in the four languages, on the accent-free lower-case
 * text (text.ts): "christmas eve", "Heiligabend", "la veille de Noël", "Nochebuena" (24
 * December); "christmas", "Weihnachten", "Noël", "Navidad" (25 December); "boxing day",
 * "zweiter Weihnachtstag" (26 December); "new year's eve", "Silvester", "la Saint-Sylvestre",
 * "Nochevieja" (31 December); "new year's day", "Neujahr", "le jour de l'an", "Año Nuevo"
 * (1 January); "Epiphany", "Dreikönig", "l'Épiphanie", "el día de Reyes" (6 January). Movable
 * feasts (Easter) are left to a date. A greeting ("happy new year", "frohe Weihnachten",
 * "feliz Navidad", "bonne année") names no day asked about.
 */

export interface HolidayFound {
  month1: number
  day: number
  index: number
  length: number
}

/** [pattern, month, day]: the longer names first ("christmas eve" before "christmas"). */
const HOLIDAYS: [RegExp, number, number][] = [
  [
    /\b(?:christmas|xmas|x-mas)\s+eve\b|\bheilig(?:en|er)?\s*abend\b|\b(?:la\s+)?veille\s+de\s+noel\b|\b(?:le\s+)?reveillon\s+de\s+noel\b|\bnochebuena\b/,
    12,
    24,
  ],
  [
    /\bboxing\s+day\b|\b(?:zweite[nrm]?|2\.)\s*weihnachts(?:feier)?tag\b|\bstephanstag\b|\bsan\s+esteban\b/,
    12,
    26,
  ],
  [
    /\bnew\s+year'?s'?\s+eve\b|\bnye\b|\bsil?vester\b|\bsylvester\b|\b(?:la\s+)?saint[- ]sylvestre\b|\b(?:le\s+)?reveillon\s+du\s+(?:nouvel\s+an|jour\s+de\s+l'?\s*an)\b|\bnochevieja\b|\bfin\s+de\s+ano\b/,
    12,
    31,
  ],
  [
    /\bnew\s+year'?s'?(?:\s+day)?\b|\bneujahr(?:stag)?\b|\b(?:le\s+)?jour\s+de\s+l'?\s*an\b|\b(?:le\s+)?(?:premier|1er)\s+de\s+l'?\s*an\b|\bnouvel\s+an\b|\b(?:el\s+)?(?:dia\s+de\s+)?ano\s+nuevo\b/,
    1,
    1,
  ],
  [
    /\b(?:christmas|xmas|x-mas)(?:\s+day)?\b|\b(?:erste[nrm]?|1\.)\s*weihnachts(?:feier)?tag\b|\bweihnachten\b|\bnoel\b|\b(?:el\s+)?(?:dia\s+de\s+)?navidad\b/,
    12,
    25,
  ],
  [
    /\bepiphany\b|\bdreikonig(?:stag)?\b|\bheilige[nr]?\s+drei\s+konige?\b|\b(?:l'\s*)?epiphanie\b|\b(?:el\s+)?dia\s+de\s+(?:los\s+)?reyes\b/,
    1,
    6,
  ],
]

/** Wishes that name a holiday without asking about its day. */
const GREETING =
  /\b(?:happy|merry|frohe[s]?|frohliche[s]?|gute[ns]?|schone[ns]?|bonne|joyeux|joyeuse|feliz|felices|prospero)\s+$/

/** The first holiday named in `plain` (accent-free, lower case), or undefined. */
export function holidayIn(plain: string): HolidayFound | undefined {
  let best: HolidayFound | undefined
  for (const [pattern, month1, day] of HOLIDAYS) {
    const match = pattern.exec(plain)
    if (!match) continue
    if (GREETING.test(plain.slice(0, match.index))) continue
    if (!best || match.index < best.index)
      best = { month1, day, index: match.index, length: match[0].length }
  }
  return best
}
