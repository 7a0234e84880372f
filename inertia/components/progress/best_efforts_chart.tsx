/*
 * The pace–duration (best efforts, mean-maximal) curve: each standard distance's fastest time
 * in the range, pace against duration on a logarithmic time axis (durations run from about a
 * minute to hours). A lazy chunk: only the Progress page loads it, once its data is here.
 */
import type uPlot from 'uplot'
import { useRef } from 'react'
import { useUPlot } from '~/components/charts/use_uplot'
import type { BestEffortsCurveDto } from '#dtos/progress'
import { formatDuration, formatPace, paceUnit, type UnitSystem } from '#domain/units'

const DURATION_TICKS = [30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 10800, 14400, 21600]

const AXIS = {
  stroke: '#4b5563',
  grid: { stroke: '#e5e7eb', width: 1 },
  ticks: { stroke: '#d1d5db', width: 1 },
}

export default function BestEffortsChart({
  curve,
  units,
}: {
  curve: BestEffortsCurveDto
  units: UnitSystem
}) {
  const wrapper = useRef<HTMLDivElement>(null)
  const container = useRef<HTMLDivElement>(null)

  useUPlot(wrapper, () => {
    const x = curve.points.map((point) => point.durationSeconds)
    const pace = curve.points.map((point) => (point.durationSeconds / point.distanceMeters) * 1000)
    const options: Omit<uPlot.Options, 'width'> = {
      height: 220,
      legend: { show: false },
      cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 9 } },
      scales: {
        // uPlot's log scale (distr 3) for durations from a minute to hours.
        x: { time: false, distr: 3, log: 10 },
        // Faster (fewer seconds per km) is higher.
        y: {
          dir: -1,
          range: (_u, min, max) => [Math.max(0, min - 15), max + 15],
        },
      },
      axes: [
        {
          ...AXIS,
          // Round durations as ticks (uPlot's log ticks are powers of ten: 100 s, 1000 s).
          splits: (u) =>
            DURATION_TICKS.filter(
              (value) => value >= (u.scales.x.min ?? 0) && value <= (u.scales.x.max ?? 0)
            ),
          values: (_u, splits) =>
            splits.map((value) => (value === null ? '' : formatDuration(value))),
        },
        {
          ...AXIS,
          size: 56,
          values: (_u, splits) => splits.map((value) => formatPace(value, units)),
        },
      ],
      series: [
        {},
        {
          label: `Pace (${paceUnit(units)})`,
          stroke: '#047857',
          width: 2,
          points: { show: true, size: 8, fill: '#ffffff', width: 2 },
        },
      ],
    }
    return [{ options, data: [x, pace] as uPlot.AlignedData, target: container.current }]
  }, [curve, units])

  return (
    <div ref={wrapper} data-testid="best-efforts-chart">
      <div
        ref={container}
        role="img"
        aria-label="Pace–duration curve; its figures are in the table below it."
      />
    </div>
  )
}
