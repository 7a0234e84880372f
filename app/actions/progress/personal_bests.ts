/*
 * Personal bests per standard distance are read with the rest of the Progress first paint
 * (app/queries/pages/progress.ts) and mapped by personalBestDtos (app/dtos/progress.ts), their
 * periods by personalBestPeriods (app/domain/progress/periods.ts). This module re-exports the
 * mapping for app/coach/tools/best_efforts.ts, which imports it from here.
 */
export { personalBestDtos } from '#dtos/progress'
