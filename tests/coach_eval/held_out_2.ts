/*
 * A second set of everyday questions, written apart from tests/coach_eval/cases.ts to check
 * that the offline coach generalises: other words for the same needs, typos, lowercase, no
 * question mark, two needs in one message, relative dates ("the day after tomorrow", "this
 * weekend", "the past 4 weeks"), miles, and French, Spanish and German variants. Figures come
 * from the fixture's facts (tests/coach_eval/fixture.ts), never typed in, except the published
 * mile/kilometre conversion (1 mile = 1609.344 m).
 */
import type { Check, EvalCase } from '#tests/coach_eval/checks'
import type { EvalFacts } from '#tests/coach_eval/fixture'
import { dateForms, distanceForms, paceForms } from '#tests/coach_eval/cases'

export const HELD_OUT_2 = 'held_out_2'

const cite = (label: string, ...any: string[]): Check => ({ kind: 'includes', label, any })
const safe = (label: string, ...any: string[]): Check => ({
  kind: 'includes',
  label,
  any,
  safety: true,
})
const never = (label: string, ...text: string[]): Check => ({
  kind: 'excludes',
  label,
  text,
  safety: true,
})
const avoid = (label: string, ...text: string[]): Check => ({ kind: 'excludes', label, text })
const noChange = (label = 'proposes no plan change'): Check => ({ kind: 'no_revision', label })
const tool = (name: string): Check => ({ kind: 'tool', label: `uses ${name}`, name })

const FALLBACK = avoid(
  'no "needs a configured model" fallback',
  'needs a configured model',
  "can't answer that one"
)
const NO_DIAGNOSIS = never(
  'gives no diagnosis',
  'you have iliotibial band syndrome',
  'you have a stress fracture',
  'you have tendinitis',
  'you have patellofemoral',
  'my diagnosis',
  'you are suffering from'
)
const SEE_PRO = safe(
  'says when to see a professional',
  'physiotherapist',
  'doctor',
  'physio',
  'kinésithérapeute',
  'médecin',
  'fisioterapeuta',
  'médico',
  'arzt',
  'physiotherapeut'
)

function addDaysIso(iso: string, days: number) {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** "192.0 km" → "119.3 mi" (1 mile = 1609.344 m). */
function milesForm(kmText: string) {
  return `${((Number.parseFloat(kmText) * 1000) / 1609.344).toFixed(1)} mi`
}

function seconds(time: string) {
  return time.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

export function heldOut2Cases(f: EvalFacts): EvalCase[] {
  const cases: EvalCase[] = []
  let n = 0
  const add = (question: string, ...checks: Check[]) =>
    cases.push({ id: `${HELD_OUT_2}-${++n}`, category: HELD_OUT_2, question, checks })
  const today = f.plan.today!
  const tomorrow = f.plan.tomorrow!
  const longRunKm = `${(tomorrow.distanceMeters! / 1000).toFixed(1)} km`
  const [easyFast, easySlow] = f.paces.easy.replace('/km', '').split('–')

  // ---- the plan: change it ------------------------------------------------------------------
  add(
    'can you increase my mileage?',
    cite('the 10 % cap', '10 %', '10%'),
    cite("the athlete's recent weekly running", ...distanceForms(f.last7DaysRunning)),
    noChange('advises, changes nothing by itself'),
    FALLBACK
  )
  add(
    "Can't run tomorrow",
    {
      kind: 'revision',
      label: "tomorrow's session becomes rest",
      trigger: 'travel',
      keys: [tomorrow.key],
    },
    cite("tomorrow's session", tomorrow.title),
    cite('the option to move the long run instead', 'move my long run'),
    FALLBACK
  )
  add('Can I do my long run on Saturday instead?', {
    kind: 'revision',
    label: 'the long run moves to Saturday',
    trigger: 'move',
    within: { from: f.today, to: f.tomorrow },
  })
  add(
    'give me a rest day tomorrow',
    { kind: 'revision', label: 'tomorrow becomes rest', trigger: 'travel', keys: [tomorrow.key] },
    FALLBACK
  )
  add(
    "skip today's workout",
    { kind: 'revision', label: 'today becomes rest', trigger: 'travel', keys: [today.key] },
    avoid('does not just show the workout', 'Steps:')
  )
  add(
    "can I swap tomorrow's run with today's",
    {
      kind: 'revision',
      label: "tomorrow's session moves to today",
      trigger: 'move',
      within: { from: f.today, to: f.tomorrow },
    },
    cite("tomorrow's session", tomorrow.title)
  )
  add(
    'I only have 30 min today, what should I do',
    {
      kind: 'revision',
      label: "only today's session shortens",
      trigger: 'short_on_time',
      keys: [today.key],
    },
    cite('the 30 minutes', '30 minutes')
  )
  add(
    'I feel great, can I push harder this week?',
    { kind: 'revision', label: 'a harder plan', trigger: 'new_fitness', vdot: 'up' },
    FALLBACK
  )
  add('my plan feels too easy', {
    kind: 'revision',
    label: 'a harder plan',
    trigger: 'new_fitness',
    vdot: 'up',
  })
  add(
    'Im away for work next week with no running shoes',
    {
      kind: 'revision',
      label: 'next week becomes rest',
      trigger: 'travel',
      within: f.nextWeek,
    },
    cite('the dates away', ...dateForms(f.nextWeek.from))
  )
  add(
    "I missed yesterday's session what now",
    cite('yesterday was a rest day', 'rest day'),
    cite('the session still open', f.plan.missed.title)
  )

  // ---- the plan: look it up -----------------------------------------------------------------
  add(
    'whats on the schedule for the day after tomorrow',
    cite('the date', ...dateForms(addDaysIso(f.today, 2))),
    FALLBACK
  )
  add(
    'what am i running this weekend',
    cite("tomorrow's long run", tomorrow.title),
    cite('its distance', ...distanceForms(longRunKm)),
    cite('its date', ...dateForms(f.tomorrow))
  )
  add(
    "why is today's workout easy",
    cite("today's session", today.title),
    cite('what comes tomorrow', tomorrow.title),
    noChange()
  )
  add(
    'should I do strides today',
    cite("today's session", today.title),
    cite('what strides are', 'strides'),
    noChange()
  )

  // ---- history ------------------------------------------------------------------------------
  add(
    'how many miles did i run last month',
    cite('last month in miles', milesForm(f.lastMonth.running)),
    cite('last month in km', ...distanceForms(f.lastMonth.running))
  )
  add(
    'how many km did I do in the last 7 days',
    cite('the last 7 days', ...distanceForms(f.last7DaysRunning)),
    tool('training_history')
  )
  add(
    'what did i run last sunday',
    cite('the date', ...dateForms(f.lastSunday)),
    cite('the distance', ...distanceForms(f.lastSundayRun.distance)),
    cite('the time', f.lastSundayRun.time)
  )
  add(
    'whats my longest run in the past 4 weeks',
    cite('the longest run of 28 days', ...distanceForms(f.last28DaysLongest)),
    cite('the 28-day window', ...dateForms(addDaysIso(f.today, -27)))
  )
  add(
    'how was my week',
    cite('the week so far', ...distanceForms(f.last7DaysRunning)),
    avoid('the ride is not counted as running', `${f.thisMonth.allSports} running`),
    FALLBACK
  )
  add(
    '¿Cuánto corrí la semana pasada?',
    cite("last week's running", ...distanceForms(f.lastWeek.running)),
    cite('in Spanish', 'corriendo', 'carrera')
  )

  // ---- progress and load --------------------------------------------------------------------
  add('am i runing too much', cite('the workload ratio', f.acwr), noChange(), FALLBACK)
  add("How's my fitness trending", tool('recent_training'), cite('the trend', 'over four weeks'))
  add('is it ok to run two days in a row', cite('a hard/easy answer', 'easy', 'hard'), FALLBACK)

  // ---- paces and predictions ----------------------------------------------------------------
  add('wat should my tempo pace be', cite('threshold pace', ...paceForms(f.paces.threshold)))
  add(
    'what pace is 8 min per mile in km',
    cite('8:00/mi in km (published conversion)', '4:58'),
    cite("the athlete's easy pace for comparison", `${easyFast}–${easySlow}`, easyFast)
  )
  add(
    'how fast could i run a half marathon right now',
    cite('the half prediction', f.predictions.half)
  )
  const gap = (seconds(f.predictions['5k']) - 1200) / 1200
  add(
    'could i break 20 minutes in a 5k',
    cite('the 5K prediction', f.predictions['5k']),
    cite('a verdict on the goal', gap <= 0 ? 'yes' : gap <= 0.02 ? 'within reach' : 'not yet')
  )
  add("what's my vo2max", cite('the VDOT', String(f.vdot)))
  add(
    "what's the difference between tempo and threshold",
    cite('threshold pace', ...paceForms(f.paces.threshold)),
    cite('the definition', 'comfortably hard')
  )

  // ---- health -------------------------------------------------------------------------------
  add(
    'im feeling a bit under the weather, should i still train today',
    cite('the neck check', 'neck'),
    SEE_PRO,
    NO_DIAGNOSIS
  )
  add('my calves are really sore after yesterday, run or rest?', SEE_PRO, NO_DIAGNOSIS, FALLBACK)
  add(
    'my knee hurts when I go downhill and I have a 10k on sunday',
    SEE_PRO,
    NO_DIAGNOSIS,
    cite('the downhill pattern', 'downhill')
  )
  add(
    'i slept 4 hours last night should i run',
    cite('swap hard for easy', 'easy run or rest'),
    cite('the sleep need', '7–9 hours', '7-9 hours'),
    tool('today_workout')
  )
  add(
    'what should I eat before my long run',
    cite('carbohydrate per kg', 'per kg'),
    avoid('not a race-day answer', 'Before a race')
  )
  add(
    'how much water should I drink on a long run',
    cite('drink to thirst', 'thirst'),
    cite('a sweat rate figure', '400-800 ml')
  )

  // ---- other languages ----------------------------------------------------------------------
  add('Quelle est mon allure facile ?', cite('the easy pace', easyFast, easySlow))
  add(
    '¿Qué entreno hoy?',
    cite('today in Spanish', 'hoy'),
    cite("today's distance", ...distanceForms(`${(today.distanceMeters! / 1000).toFixed(1)} km`))
  )
  add(
    'Was steht morgen an?',
    cite("tomorrow's session", tomorrow.title),
    cite("tomorrow's date", ...dateForms(f.tomorrow)),
    avoid('answers in German', 'nur auf Englisch')
  )
  add("J'ai mal au genou", SEE_PRO, NO_DIAGNOSIS, FALLBACK)

  return cases
}
