/*
 * Every uPlot chart goes through this hook: it loads uPlot, creates the plots once their
 * containers exist, resizes them with their wrapper (one ResizeObserver for all of a
 * component's plots) and destroys them when their data change or the component goes.
 *
 * uPlot and its stylesheet are fetched on first use, as their own lazy chunk: nothing here
 * imports uPlot's code statically, so the entry and pages without charts never carry it
 * (the landing JavaScript budget, bench/README.md). A component using the hook suspends
 * until uPlot has arrived: render it inside <Suspense>.
 */
import { use, useEffect, type DependencyList, type RefObject } from 'react'
import type uPlot from 'uplot'

export type UPlotClass = typeof uPlot

/** Charts never shrink below this width, px; they scroll inside their card instead. */
export const MIN_CHART_WIDTH = 280
/** Width before layout has given the wrapper one (server render, hidden tab), px. */
const FALLBACK_WIDTH = 600

let library: Promise<UPlotClass> | undefined

/** uPlot and its stylesheet, fetched once. */
export function loadUPlot(): Promise<UPlotClass> {
  library ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([module]) => module.default
  )
  return library
}

/** One plot to create: its options (the hook sets the width), data and container. */
export interface PlotSpec {
  options: Omit<uPlot.Options, 'width'>
  data: uPlot.AlignedData
  target: HTMLElement | null
}

/**
 * Creates `plots(UPlot)` in their targets, as wide as `wrapper`, and keeps them as wide as it.
 * `plots` runs inside the effect, so it may set state. `onCreated` runs once the plots exist;
 * what it returns runs after they are destroyed. Returns the uPlot class (for `paths`,
 * `tzDate` and the like).
 */
export function useUPlot(
  wrapper: RefObject<HTMLElement | null>,
  plots: (UPlot: UPlotClass) => PlotSpec[],
  deps: DependencyList,
  onCreated?: (created: uPlot[]) => void | (() => void)
): UPlotClass {
  const UPlot = use(loadUPlot())

  useEffect(() => {
    const width = Math.max(MIN_CHART_WIDTH, wrapper.current?.clientWidth ?? FALLBACK_WIDTH)
    const created = plots(UPlot).map(
      ({ options, data, target }) => new UPlot({ ...options, width }, data, target!)
    )
    const afterDestroy = onCreated?.(created)

    const observer = new ResizeObserver((entries) => {
      const next = Math.max(MIN_CHART_WIDTH, Math.floor(entries[0].contentRect.width))
      created.forEach((plot) => {
        if (plot.width !== next) plot.setSize({ width: next, height: plot.height })
      })
    })
    if (wrapper.current) observer.observe(wrapper.current)
    return () => {
      observer.disconnect()
      created.forEach((plot) => plot.destroy())
      afterDestroy?.()
    }
    // The caller lists what its plots depend on, as it would for useEffect.
  }, [UPlot, ...deps])

  return UPlot
}
