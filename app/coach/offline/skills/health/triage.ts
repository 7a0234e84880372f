/*
 * Health triage: which published rule applies to a runner's health message, in English,
 * German, French or Spanish. Pure: text in, a branch and what was read out; no diagnosis,
 * only the conservative rule (docs/coach.md#health-triage).
 *
 * Illness follows the neck check (Eichner 1993): symptoms above the neck without a fever allow
 * easy running by feel; a fever or symptoms below the neck mean no running until 24–48 hours
 * free of them, then a stepwise return. Injury: pain that hurts when walking or at rest, swells,
 * goes numb or changes the stride means stop and see a professional; a mild niggle means
 * reduce, cross-train and return progressively.
 */
import type { Symptom } from '#coach/understanding/index'
import type { InjurySite } from '#coach/understanding/body'
import { injurySiteIn } from '#coach/understanding/body'
import { foldText } from '#coach/safety'

export type IllnessFinding =
  | 'stuffy_nose'
  | 'runny_nose'
  | 'sore_throat'
  | 'sneezing'
  | 'cold'
  | 'fever'
  | 'no_fever'
  | 'chest_congestion'
  | 'cough'
  | 'body_aches'
  | 'stomach'
  | 'flu'
  | 'covid'
  | 'unwell'
  | 'recovered'

export type InjurySign =
  | 'pain_walking'
  | 'pain_at_rest'
  | 'swelling'
  | 'numbness'
  | 'stride_change'
  | 'sprain'
  | 'bone_spot'
  | 'worsening'

export type BodyPart =
  InjurySite | 'knee' | 'ankle' | 'foot' | 'calf' | 'hip' | 'hamstring' | 'back'

export type HealthBranch =
  /** Above the neck, no fever: easy running by feel, no plan change. */
  | 'above_neck'
  /** Fever or below the neck: no running until 24–48 h free of symptoms; rest proposed. */
  | 'systemic'
  /** Back after an illness: a stepwise return; an easier return proposed. */
  | 'return_after_illness'
  /** Ill, but where is not said: the neck check both ways, a question back. */
  | 'cold_unclear'
  /** Pain with a sign that needs a professional: stop running; rest proposed. */
  | 'injury_refer'
  /** A mild niggle: reduce, cross-train, return progressively; easier days proposed. */
  | 'injury_niggle'

export interface Triage {
  kind: 'illness' | 'injury'
  branch: HealthBranch
  /** What the message said about an illness, in the order of IllnessFinding. */
  illness: IllnessFinding[]
  /** The signs of an injury that send to a professional. */
  signs: InjurySign[]
  /** Where it hurts (injuries). */
  part: BodyPart
  /** "slight", "a bit", "niggle". */
  mild: boolean
}

const ILLNESS_PATTERNS: [IllnessFinding, RegExp][] = [
  [
    'stuffy_nose',
    /\b(stuffy|blocked|bunged up|congested) nose|\bnose is (blocked|stuffy|congested)|\bverstopfte nase|\bnase (ist )?zu\b|\bnez bouche|\bnariz (tapada|congestionada)|\bcongestion nasal/,
  ],
  [
    'runny_nose',
    /\brunny nose|\bsniffles|\bschnupfen|\blaufende nase|\bnase lauft|\bnez qui coule|\bmocos|\bmoqueo|\bnariz que moquea/,
  ],
  [
    'sore_throat',
    /\b(sore|scratchy|itchy) throat|\bhalsschmerz|\bhalskratzen|\bhalsweh|\bmal (a|de) (la )?gorge|\bgorge qui gratte|\bdolor de garganta|\bgarganta irritada|\bme duele la garganta/,
  ],
  ['sneezing', /\bsneez|\bniese|\beternu|\bestornud/],
  [
    'cold',
    /\b(a|my|head|common|bad|nasty) cold\b(?! (weather|day|morning|run|rain|wind|snap))|\bcaught a cold|\berkaltung|\berkaltet|\brhume|\benrhume|\bresfriad|\bresfrio|\bcatarro|\bconstipad[oa]/,
  ],
  ['no_fever', /./],
  [
    'fever',
    /\bfever|\bfeverish|\b(a|high|running a) temperature\b|\b(3[89]|4[0-2])([.,]\d)? ?(°|degrees|grad|degre)|\btemp\w*\b[^.?!]{0,25}\b(3[89]|4[0-2])([.,]\d)?\b|\b(3[89]|4[0-2])([.,]\d)? ?(de |of )?temp|\b(100[.,][4-9]|10[1-6])([.,]\d)? ?(°|f\b|degrees)|\bfieber|\bfiebrig|\bfievre|\bfiebre|\bfebricula|\bcalentura/,
  ],
  [
    'chest_congestion',
    /\bchest (cold|congestion|infection)|\bchesty|\bcongested chest|\bcongestion in (my|the) chest|\bphlegm|\bbronchitis|\bauf der brust|\bverschleimt|\bpoitrine (encombree|prise)|\bbronchite|\bpecho (cargado|congestionado)|\bcongestion en el pecho|\bbronquitis/,
  ],
  ['cough', /\bcough|\bhusten|\btoux|\btousse|\btos\b|\btoso\b/],
  [
    'body_aches',
    /\bbody ?aches?|\b(achy|aching) all over|\bachy\b|\bmuscle aches|\bgliederschmerz|\bkorper tut weh|\bcourbatu|\bdolores? musculares|\bcuerpo cortado|\bme duele todo el cuerpo/,
  ],
  [
    'stomach',
    /\bstomach (bug|flu|virus|upset)|\bupset stomach|\bdiarrh|\bvomit|\bthrowing up|\bthrew up|\bnausea|\bgastro|\bfood poisoning|\bnorovirus|\bmagen-?darm|\bdurchfall|\berbrechen|\bubelkeit|\bmagenverstimmung|\bintoxication alimentaire|\bdiarrea|\bnauseas|\bintoxicacion|\bmal au ventre|\bdolor de (estomago|barriga)/,
  ],
  ['flu', /\bflu\b|\binfluenza|\bgrippe|\bgripe\b|\bgrippal/],
  ['covid', /\bcovid|\bcorona\b|\bcoronavirus/],
  [
    'unwell',
    /\bsick\b|\bill\b|\bunwell|\bvirus|\binfection|\binfekt|\bkrank|\bmalade|\benferm[oa]|\bnot feeling well|\bunder the weather/,
  ],
  ['recovered', /./],
]

const NO_FEVER =
  /\b(no|without|not a|don'?t have a|haven'?t got a|zero) (fever|temperature)|\bnot feverish|\bfever[- ]?free|\bkein(en)? fieber|\bohne fieber|\bfieberfrei|\bpas de fievre|\bsans fievre|\bsin fiebre|\bno tengo fiebre/g

/** "Back after the flu", "fever-free for two days", "nach der Grippe", "después de la gripe". */
const RETURN =
  /\b(back|return(ing)?|come back|coming back|get(ting)? back|start(ing)? (running )?again|first run|running again) (to running |to training |to it )?(after|from|following|since)\b[^.?!]*|\b(after|since|following) (the |my |a |being |having (had )?)?(flu|illness|being sick|being ill|cold|covid|virus|fever|sickness|infection|stomach bug)\b|\b(recovered|recovering|getting over|got over|over) (from )?(the |my |a )?(flu|cold|covid|illness|virus|fever|infection|stomach bug)\b|\b(fever|symptom)[- ]?free\b|\bnach (der|dem|einer|meiner|meinem) (grippe|erkaltung|krankheit|infekt|fieber|corona|covid|magen-?darm)\w*|\bwieder gesund|\bapres (la|une|ma|mon|le) (grippe|rhume|maladie|covid|fievre|gastro)\w*|\bgueri|\b(despues de|tras) (la|una|mi|el) (gripe|resfriado|enfermedad|covid|fiebre|gastroenteritis)|\brecuperad[oa] de|(?<!(i'?ve|have|has) )\bhad (a |the )?(fever|flu|cold|covid|virus|stomach bug)\b[^.?!]*\b(ago|last week|but (i'?m |i am )?(fine|better|ok|okay|recovered)|now (fine|better|ok|okay))\b|\bhatte vor \w+ (tagen|wochen) (fieber|grippe|corona|covid|eine erkaltung)\b|\bhatte (fieber|grippe|corona|covid|eine erkaltung)\b[^.?!]*\b(vor \w+ tag|letzte woche|jetzt (wieder )?(gut|besser|gesund))|\bj'ai eu (de la fievre|la grippe|le covid|un rhume)\b[^.?!]*\b(il y a|la semaine derniere|maintenant (ca va|je vais mieux))|\btuve (fiebre|gripe|covid|un resfriado)\b[^.?!]*\b(hace|la semana pasada|ahora (estoy )?(bien|mejor))/g

const INJURY_SIGNS: [InjurySign, RegExp][] = [
  [
    'pain_walking',
    /\b(hurts?|hurting|painful|pain|sore) (even )?(when|while|to) walk|\b(even )?walking (hurts|is painful)|\bcan'?t (walk|put weight|bear weight)|\bunable to (walk|put weight|bear weight)|\blimp|\b(beim|schon beim) gehen|\bkann (kaum|nicht) (richtig )?(gehen|auftreten)|\bhumpel|\bhinke|\ben marchant|\bquand je marche|\bwenn ich gehe|\bcuando camino|\ba la marche|\bboite\b|\bboiter|\bne peux (pas|plus) (marcher|poser le pied)|\bal (caminar|andar)|\bcojeo|\bcojear|\bno puedo (caminar|andar|apoyar)/,
  ],
  [
    'pain_at_rest',
    /\b(at rest|at night|in bed|when resting|while resting|wakes me|keeps me awake|in ruhe|nachts|im liegen|au repos|la nuit|me reveille|en reposo|por la noche|me despierta)\b/,
  ],
  [
    'swelling',
    /\bswollen|\bswell(ing|s|ed)?\b|\bpuffy|geschwollen|\bschwellung|\bschwillt|\bschwoll|\bgonfl|\benfl|\bhinch|\binflamad[oa]/,
  ],
  [
    'numbness',
    /\bnumb|\btingl|\bpins and needles|\btaub|\bkribbel|\bengourdi|\bfourmill|\bentumecid|\bhormigueo|\bse me duerme/,
  ],
  [
    'stride_change',
    /\b(changes?|changing|alters?|altering) (my|the way i|how i) (stride|gait|run)|\bcompensat|\brun(ning)? (differently|funny|lopsided)|\bcan'?t run (normally|properly)|\blaufstil|\bschonhaltung|\bfoulee|\bma facon de courir|\bzancada|\bpisada|\bno puedo correr (bien|normal)/,
  ],
  [
    'sprain',
    /\bsprain|\b(heard|felt) a (pop|snap)|\bpopped|\b(rolled|turned|twisted) my ankle|\bumgeknickt|\bverstaucht|\bknacken gehort|\bentorse|\btordu|\bfoulure|\besguince|\bme torci|\btorcedura/,
  ],
  [
    'bone_spot',
    /\b(one|a|single) (spot|point)\b[^.?!]*\bbone|\bpress(ed|ing)? on (the )?bone|\bpinpoint|\bstress fracture|\bermudungsbruch|\bstressfraktur|\bfracture de fatigue|\bfractura por estres/,
  ],
  [
    'worsening',
    /\bgetting worse|\bworse (every|each)|\bwird (immer )?schlimmer|\bempire|\bempeora/,
  ],
]

const PARTS: [BodyPart, RegExp][] = [
  ['ankle', /\bankle|\bknochel|\bsprunggelenk|\bcheville|\btobillo/],
  ['foot', /\bfoot|\bfeet|\bfuss|\bpied|\bpie\b|\bmittelfuss|\bmetatars/],
  ['calf', /\bcalf|\bcalves|\bwade|\bmollet|\bgemelo|\bpantorrilla/],
  ['hip', /\bhip|\bhufte|\bhanche|\bcadera/],
  ['hamstring', /\bhamstring|\boberschenkelruckseite|\bischio|\bisquio/],
  ['back', /\b(lower|my) back\b|\bback pain|\bruckenschmerz|\bmal (au|de) dos|\bespalda/],
  ['knee', /\bknee|\bknie|\bgenou|\brodilla/],
]

const MILD =
  /\bniggle|\bslight|\ba (bit|little)|\bmild|\btight|\bleichte|\bein bisschen|\bzwickt|\bun peu|\bleger|\blegere|\bun poco|\bleve|\bmolestia/

const INJURY_WORDS =
  /\bpain(?:s|ful)?\b|\bhurts?\b|\bhurting|\bsore\b(?! throat)|\baches?\b|\binjur|\bniggle|\bsprain|\bstrain|\bswollen|\bshin splints|\bplantar|\btendin|\bschmerz|\btut\b[^.?!]*\bweh\b|\bverletz|\bdouleur|\bmal (au|a la|aux|a l')\b(?! (gorge|ventre|tete))|\bblesse|\bdolor\b(?! de (garganta|estomago|barriga|cabeza))|\bduele|\blesion|\bmolestia/

/** Findings below the neck (body aches count too, but alone they are often sore legs). */
const BELOW: IllnessFinding[] = ['chest_congestion', 'cough', 'stomach', 'flu', 'covid']
const ABOVE: IllnessFinding[] = ['stuffy_nose', 'runny_nose', 'sore_throat', 'sneezing']

/** What the message says about an illness; "after the fever" and "no fever" are not a fever now. */
export function illnessFindings(folded: string): IllnessFinding[] {
  const returning = new RegExp(RETURN.source).test(folded)
  const noFever = new RegExp(NO_FEVER.source).test(folded)
  const now = folded.replace(RETURN, ' ').replace(NO_FEVER, ' ')
  const found = new Set<IllnessFinding>()
  for (const [finding, pattern] of ILLNESS_PATTERNS) {
    if (finding === 'no_fever') {
      if (noFever) found.add(finding)
    } else if (finding === 'recovered') {
      if (returning) found.add(finding)
    } else if (pattern.test(now)) {
      found.add(finding)
    }
  }
  return ILLNESS_PATTERNS.map(([finding]) => finding).filter((finding) => found.has(finding))
}

function bodyPart(folded: string): BodyPart {
  const site = injurySiteIn(folded)
  if (site !== 'other') return site
  return PARTS.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'other'
}

/** Whether a message is about being ill (true), hurt (false) or neither (null). */
function illnessOrInjury(
  illness: IllnessFinding[],
  signs: InjurySign[],
  folded: string,
  symptoms: Symptom[]
) {
  const ill = illness.some((finding) => finding !== 'no_fever' && finding !== 'body_aches')
  if (ill) return 'illness'
  const hurt =
    INJURY_WORDS.test(folded) ||
    symptoms.includes('pain') ||
    symptoms.includes('swelling') ||
    signs.some((sign) => sign !== 'pain_at_rest')
  return hurt ? 'injury' : null
}

/**
 * Whether a message speaks of being ill or hurt at all (null when neither), for a dispatch
 * that wants to send "stomach bug since yesterday" to health whatever else it resembles.
 */
export function healthKindIn(text: string, symptoms: Symptom[] = []): 'illness' | 'injury' | null {
  const folded = foldText(text)
  const signs = INJURY_SIGNS.filter(([, pattern]) => pattern.test(folded)).map(([sign]) => sign)
  return illnessOrInjury(illnessFindings(folded), signs, folded, symptoms)
}

/**
 * The rule for a health message. `hint` is the kind an intent already chose ("plan_change"
 * with planChangeKind 'injury'); without it the message decides, illness when unclear.
 */
export function triage(
  text: string,
  symptoms: Symptom[] = [],
  hint?: 'illness' | 'injury'
): Triage {
  const folded = foldText(text)
  const illness = illnessFindings(folded)
  const signs = INJURY_SIGNS.filter(([, pattern]) => pattern.test(folded)).map(([sign]) => sign)
  const kind = illnessOrInjury(illness, signs, folded, symptoms) ?? hint ?? 'illness'
  const part = bodyPart(folded)
  const mild = MILD.test(folded)
  if (kind === 'injury') {
    const branch = signs.length > 0 ? 'injury_refer' : 'injury_niggle'
    return { kind, branch, illness: [], signs, part, mild }
  }
  return { kind, branch: illnessBranch(illness), illness, signs: [], part, mild }
}

function illnessBranch(illness: IllnessFinding[]): HealthBranch {
  const has = (finding: IllnessFinding) => illness.includes(finding)
  if (has('fever') || BELOW.some(has) || has('body_aches')) return 'systemic'
  if (has('recovered')) return 'return_after_illness'
  if (ABOVE.some(has)) return 'above_neck'
  if (has('cold') && has('no_fever')) return 'above_neck'
  return 'cold_unclear'
}
