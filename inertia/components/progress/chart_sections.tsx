/*
 * The Progress page's deferred parts: each chart (a lazy uPlot chunk) with its text summary
 * and its table alternative, one file per section (fitness_section.tsx, volume_section.tsx,
 * vdot_section.tsx, zones_section.tsx), and the skeletons shown while they load.
 */
import { Card } from '~/components/ui/card'
import { ChartSkeleton } from '~/components/progress/chart_data_table'

export { FitnessSection, FormBandsLegend } from '~/components/progress/fitness_section'
export { VolumeSection } from '~/components/progress/volume_section'
export { VdotSection } from '~/components/progress/vdot_section'
export { ZonesSection } from '~/components/progress/zones_section'

/** Skeletons of the deferred parts, so that the page keeps its shape while they load. */
export function ChartsFallback() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Card title="Fitness, fatigue and form">
        <ChartSkeleton label="Loading your fitness chart…" height="h-96" />
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title="Volume">
          <ChartSkeleton label="Loading your volume…" />
        </Card>
        <Card title="VDOT trend">
          <ChartSkeleton label="Loading your VDOT trend…" />
        </Card>
      </div>
      <Card title="Time in heart-rate zones">
        <ChartSkeleton label="Loading your time in zones…" />
      </Card>
    </div>
  )
}
