import type { Metric, OtherSport } from './types.js'

/**
 * What of a run or a period a data question asks (its distance, time, pace, how many runs,
 * the longest one, its elevation gain) and the unit it wants distances in, in the four
 * languages. Read on the accent-free spelling (text.ts). "how long was my run" asks its
 * distance, as runners say it; "how long did it take" its time.
 */
const METRICS: [RegExp, Metric][] = [
  [
    /\b(?:elevation|vert|climbing|ascent|hohenmeter\w*|denivele?e?s?|desnivel(?:es)?)\b|\bd\s?\+/,
    'elevation',
  ],
  [
    /\b(?:longest|furthest|farthest|langste[nrms]?|weiteste[nrms]?|plus\s+longue?s?|la\s+plus\s+longue|mas\s+larg[oa]s?|mas\s+lejos)\b/,
    'longest',
  ],
  [
    /\bhow\s+many\s+(?:runs|times|sessions|workouts|activities)\b|\bnumber\s+of\s+(?:runs|sessions)\b|\bwie\s+(?:oft|viele\s+(?:laufe|einheiten|trainings|aktivitaten))\b|\banzahl\s+(?:der\s+)?laufe\b|\bcombien\s+de\s+(?:sorties|fois|seances|courses|entrainements)\b|\bnombre\s+de\s+sorties\b|\bcuant[ao]s\s+(?:veces|salidas|carreras|entrenamientos|sesiones)\b|\bnumero\s+de\s+(?:salidas|carreras)\b/,
    'count',
  ],
  [
    /\bhow\s+long\s+did\s+(?:it|that|this|i|the\s+\w+)\s+(?:take|last|run\s+for)\b|\bhow\s+long\s+(?:was\s+i\s+out|have\s+i\s+run)\b|\bhow\s+many\s+(?:hours|minutes|mins|hrs)\b|\bhow\s+much\s+time\b|\b(?:my|the)\s+time\s+(?:for|on|in|of)\b|\b(?:total\s+|moving\s+|running\s+)?time\s+(?:spent|running|on\s+my\s+feet)\b|\b(?:in|as)\s+(?:hours|time)\b|^\s*(?:and\s+)?(?:the\s+)?(?:time|duration|hours)\s*\??\s*$|\bwie\s+lange\s+(?:hat|hab|habe|bin|war|dauerte)\b|\bgedauert\b|\bwie\s+viele\s+stunden\b|\bdauer\b|\bin\s+stunden\b|\blaufzeit\b|\bcombien\s+de\s+temps\b|\bcombien\s+d'heures\b|\bduree\b|\ben\s+heures\b|\bcuanto\s+tiempo\b|\bcuanto\s+(?:tarde|tardaste|tardo|duro)\b|^\s*(?:and\s+|und\s+|et\s+|y\s+)?(?:how\s+long|wie\s+lange|combien\s+de\s+temps|cuanto)\s*\??\s*$|\bcuantas\s+horas\b|\bduracion\b|\ben\s+horas\b|\bhoras\s+corriendo\b|\bhours\s+(?:of\s+)?running\b|\bstunden\s+gelaufen\b|\bheures\s+de\s+course\b/,
    'duration',
  ],
  [
    /\b(?:what|which|and\s+the|the|my|average|avg)\s+pace\b|^\s*(?:and\s+)?pace\s*\??\s*$|\bhow\s+fast\b|\bwelches?\s+tempo\b|\bdas\s+tempo\b|\bwie\s+schnell\b|\bschnitt\b|\bquelle\s+allure\b|\bl'allure\b|\ba\s+quelle\s+vitesse\b|\bque\s+ritmo\b|\bel\s+ritmo\b|\ba\s+que\s+ritmo\b|\bque\s+tan\s+rapido\b/,
    'pace',
  ],
  [
    /\bhow\s+far\b|\bhow\s+many\s+(?:km|kms|kilometers|kilometres|miles|mi)\b|\bwhat\s+distance\b|\bwie\s+weit\b|\bwie\s+viele\s+(?:km|kilometer|meilen)\b|\bcombien\s+de\s+(?:km|kilometres|miles)\b|\bquelle\s+distance\b|\bcuant[oa]s\s+(?:km|kilometros|millas)\b|\bque\s+distancia\b/,
    'distance',
  ],
]

export function findMetric(plain: string): Metric | undefined {
  for (const [pattern, metric] of METRICS) if (pattern.test(plain)) return metric
}

const MILES =
  /\b(?:in|en|into|auf)\s+(?:miles?|mi|meilen|milles|millas)\b|\b(?:miles?|meilen|millas)\s+(?:please|bitte|por\s+favor)\b|\bhow\s+many\s+miles\b|\bwie\s+viele\s+meilen\b|\bcombien\s+de\s+miles\b|\bcuantas\s+millas\b|(?<!\d\s?)\bmiles\b(?!\s*(?:per|a|pro|par|por)\b)/
const KILOMETRES =
  /\b(?:in|en|into|auf)\s+(?:km|kms|kilometers?|kilometres?|kilometern?|kilometros?)\b|\b(?:km|kilometers?|kilometres?|kilometros?)\s+(?:please|bitte|por\s+favor|s'il\s+vous\s+plait)\b/

/**
 * The unit distances are asked in: "in miles please", "en millas", "how many miles"; an
 * explicit "in km" too. "per mile" asks a pace's unit (measures.ts), not this.
 */
export function findDistanceUnit(plain: string): 'km' | 'mile' | undefined {
  if (KILOMETRES.test(plain)) return 'km'
  if (MILES.test(plain)) return 'mile'
}

/**
 * A sport besides running named as what was done: "how far did I ride", "wie viele Kilometer
 * Rad", "combien de km à vélo", "cuánto nadé". Running is the default and needs no word.
 */
const SPORTS: [RegExp, OtherSport][] = [
  [
    /\b(?:ride|rides|rode|ridden|riding|bike|biked|biking|bikes|cycling|cycled|rad|radfahren|radgefahren|radtour|radtouren|fahrrad|radeln|geradelt|radfahrten|velo|velos|cyclisme|pedale|bici|bicicleta|ciclismo|pedalee|pedaleado)\b/,
    'ride',
  ],
  [
    /\b(?:swim|swims|swam|swum|swimming|schwimmen|geschwommen|schwimmeinheiten|nager|nage|nagee|natation|nadar|nade|nadado|natacion)\b/,
    'swim',
  ],
  [
    /\b(?:hike|hikes|hiked|hiking|wandern|gewandert|wanderung|randonnee|randonnees|senderismo|caminata)\b/,
    'hike',
  ],
  [/\b(?:walk|walks|walked|spazieren|spaziergang|caminar|camine|caminado)\b/, 'walk'],
]

/** Every sport together: "including the bike", "mit dem Rad zusammen", "tous sports". */
const ALL_SPORTS =
  /\b(?:all\s+sports|every\s+sport|all\s+activities|including\s+(?:the\s+|my\s+)?(?:bike|ride|rides|riding|cycling|swim|swims|swimming)|incl\.?\s+(?:bike|ride|cycling|swim)|alle\s+sportarten|alle\s+aktivitaten|zusammen|inklusive|mitsamt|tous\s+(?:les\s+)?sports|toutes\s+(?:les\s+)?activites|y\s+compris|tod[oa]s\s+l[oa]s\s+(?:deportes|actividades)|incluyendo|incluida?)\b/

export function findSport(plain: string): OtherSport | undefined {
  if (ALL_SPORTS.test(plain)) return 'all'
  for (const [pattern, sport] of SPORTS) if (pattern.test(plain)) return sport
}
