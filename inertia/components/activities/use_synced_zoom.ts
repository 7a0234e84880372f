import type uPlot from 'uplot'
import { useRef, useState } from 'react'
import type { ChartData } from '~/lib/activity_streams'

/**
 * One zoom for all of an activity's charts: a drag on one sets the x range of every other.
 * The zoomed range survives a change of smoothing (same axis), not a change of axis.
 * `keep(created)` gives new plots the kept range (or clears it) once they exist.
 */
export function useSyncedZoom(data: ChartData) {
  const plots = useRef<uPlot[]>([])
  const zoom = useRef<{ xAxis: string; min: number; max: number } | null>(null)
  const [zoomed, setZoomed] = useState<{ min: number; max: number } | null>(null)
  const syncing = useRef(false)
  const first = data.x[0]
  const last = data.x[data.x.length - 1]
  // A plot's own first scaling (to the whole activity) is not a zoom: wait for its `ready`.
  const ready = useRef(new WeakSet<uPlot>())

  /** Sets every plot but `except` to the range, without feeding back into onScale. */
  const setAll = (range: { min: number; max: number }, targets: uPlot[], except?: uPlot) => {
    syncing.current = true
    for (const plot of targets) if (plot !== except) plot.setScale('x', range)
    syncing.current = false
  }
  const onReady = (plot: uPlot) => {
    ready.current.add(plot)
  }
  const onScale = (plot: uPlot, key: string) => {
    if (key !== 'x' || syncing.current || !ready.current.has(plot)) return
    const { min, max } = plot.scales.x
    if (min === undefined || max === undefined) return
    const whole = min <= first + 1e-9 && max >= last - 1e-9
    zoom.current = whole ? null : { xAxis: data.xAxis, min, max }
    setZoomed(whole ? null : { min, max })
    setAll({ min, max }, plots.current, plot)
  }
  const resetZoom = () => {
    setAll({ min: first, max: last }, plots.current)
    zoom.current = null
    setZoomed(null)
  }
  const keep = (created: uPlot[]) => {
    plots.current = created
    const kept = zoom.current
    if (kept && kept.xAxis === data.xAxis) {
      // New plots (another smoothing) show the same stretch once they have drawn.
      requestAnimationFrame(() => setAll({ min: kept.min, max: kept.max }, created))
    } else {
      zoom.current = null
      setZoomed(null)
    }
  }
  const forget = () => {
    plots.current = []
  }
  return { zoomed, onReady, onScale, resetZoom, keep, forget }
}
