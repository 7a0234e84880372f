/** Perceived effort on Foster's CR-10 scale, for selects ('' = not rated). */
export const EFFORT_OPTIONS = [
  { value: '', label: 'Not rated' },
  { value: '1', label: '1 · Very easy' },
  { value: '2', label: '2 · Easy' },
  { value: '3', label: '3 · Moderate' },
  { value: '4', label: '4 · Somewhat hard' },
  { value: '5', label: '5 · Hard' },
  { value: '6', label: '6 · Hard+' },
  { value: '7', label: '7 · Very hard' },
  { value: '8', label: '8 · Very hard+' },
  { value: '9', label: '9 · Very, very hard' },
  { value: '10', label: '10 · Maximal' },
]
