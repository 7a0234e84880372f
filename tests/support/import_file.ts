import ImportActivity from '#actions/activities/import_activity'

/** Imports one activity file as an upload does: ImportActivity with a file source. */
export function importActivityFile(input: {
  userId: number
  fileName: string
  bytes: Uint8Array
  refreshDailyLoads?: boolean
}) {
  const { userId, fileName, bytes, refreshDailyLoads } = input
  return new ImportActivity().handle({
    userId,
    activity: { kind: 'file', fileName, bytes },
    refreshDailyLoads,
  })
}
