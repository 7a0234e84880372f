/**
 * The standard race distances offered in forms, in metres.
 */
export const RACE_DISTANCES = [
  { meters: 5000, label: '5 km' },
  { meters: 10000, label: '10 km' },
  { meters: 21097.5, label: 'Half marathon' },
  { meters: 42195, label: 'Marathon' },
] as const
