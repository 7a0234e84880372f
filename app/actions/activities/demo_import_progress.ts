import { latestDemoImport } from '#queries/import_jobs'
import { demoImportDto } from '#dtos/import_job'

/**
 * How far the demo athlete's history import is (`npm start` runs it in the
 * background, database/demo/seed_demo_history.ts); null when there is none
 * or it has finished.
 */
export default class DemoImportProgress {
  async handle(userId: number) {
    return demoImportDto(await latestDemoImport(userId))
  }
}
