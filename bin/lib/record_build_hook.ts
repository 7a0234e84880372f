/*
 * `node ace build`'s last step (adonisrc.ts, onBuildCompleted): records the
 * fingerprint of the sources in build/, so that `npm start` can tell whether
 * the build is still theirs (bin/lib/build_freshness.js).
 */
import { join } from 'node:path'
import { writeBuildRecord } from './build_freshness.js'

export default function recordBuild({ logger }: { logger: { info(message: string): void } }) {
  const root = process.cwd()
  const record = writeBuildRecord(root, join(root, 'build'))
  logger.info(`recorded the fingerprint of ${record.files} source files in build/`)
}
