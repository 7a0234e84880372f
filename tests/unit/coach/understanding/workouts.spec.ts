import { test } from '@japa/runner'
import { ask, entityOf } from './support.js'
import type { Symptom, WorkoutKind } from '#coach/understanding/types'

const WORKOUTS: [string, WorkoutKind | undefined][] = [
  ['what is my threshold pace', 'threshold'],
  ['how fast should my tempo run be', 'threshold'],
  ['wie schnell soll mein Tempolauf sein', 'threshold'],
  ['welches Tempo im Marathon', undefined],
  ['welches Tempo soll ich laufen', undefined],
  ['mon allure seuil', 'threshold'],
  ['mi ritmo umbral', 'threshold'],
  ['what pace for intervals', 'interval'],
  ['Intervalle pro Kilometer', 'interval'],
  ['allure pour le fractionné', 'interval'],
  ['ritmo para las series', 'interval'],
  ['what pace for repetitions', 'repetition'],
  ['what pace for my easy runs', 'easy'],
  ['Tempo für lockere Läufe', 'easy'],
  ['allure footing', 'easy'],
  ['ritmo de rodaje suave', 'easy'],
  ['what is my marathon pace', 'marathon'],
  ['mein Marathontempo', 'marathon'],
  ['allure marathon', 'marathon'],
  ['ritmo de maratón', 'marathon'],
  ['move my long run to Saturday', 'long'],
  ['verschiebe meinen langen Lauf', 'long'],
  ['ma sortie longue', 'long'],
  ['mi tirada larga', 'long'],
]

const DAYS_PER_WEEK: [string, number][] = [
  ['I can only run 3 days next week', 3],
  ['only two days a week from now on', 2],
  ['ich kann nur 4 Tage pro Woche laufen', 4],
  ['seulement trois jours par semaine', 3],
  ['solo puedo correr 3 días', 3],
  ['I only have time for 4 runs a week', 4],
]

const SYMPTOMS: [string, Symptom[]][] = [
  ['I have a fever and a sore throat', ['fever', 'cold']],
  ['chest pain when running', ['chest', 'pain']],
  ['I feel dizzy after runs', ['dizziness']],
  ['my knee is swollen and hurts', ['pain', 'swelling']],
  ['ich habe Fieber und Halsschmerzen', ['fever', 'cold']],
  ['mir ist schwindelig', ['dizziness']],
  ["j'ai mal au genou", ['pain']],
  ["j'ai de la fièvre", ['fever']],
  ['me duele el pecho', ['chest', 'pain']],
  ['estoy mareado y cansado', ['dizziness', 'fatigue']],
]

test.group('Understanding: workouts, days a week, symptoms', () => {
  for (const [text, kind] of WORKOUTS) {
    test(`"${text}" names ${kind ?? 'no workout'}`, async ({ assert }) => {
      assert.equal(await entityOf(text, 'workoutKind'), kind)
    })
  }
  for (const [text, days] of DAYS_PER_WEEK) {
    test(`"${text}" is ${days} days a week`, async ({ assert }) => {
      assert.equal(await entityOf(text, 'daysPerWeek'), days)
    })
  }
  for (const [text, symptoms] of SYMPTOMS) {
    test(`"${text}" names ${symptoms.join(', ')}`, async ({ assert }) => {
      assert.sameMembers((await entityOf(text, 'symptoms')) ?? [], symptoms)
    })
  }

  test('the last six weeks are a period, not six days a week', async ({ assert }) => {
    const { entities } = await ask('how many days did I run in the last 6 weeks')
    assert.isUndefined(entities.daysPerWeek)
    assert.isDefined(entities.period)
  })

  test('"out for 5 days" is no count of days a week', async ({ assert }) => {
    assert.isUndefined(await entityOf("I've got the flu, out for 5 days", 'daysPerWeek'))
  })

  test('"I slept badly" names no pain', async ({ assert }) => {
    assert.isUndefined(await entityOf("j'ai mal dormi", 'symptoms'))
  })
})
