import { test } from '@japa/runner'
import { fileDeletion } from '#config/drive'
import { retryDelayMs } from '#jobs/purge_files_job'

test.group('files.purge retry delay', () => {
  test('starts at FILE_DELETION_RETRY_MS, doubles, and stops at FILE_DELETION_RETRY_MAX_MS', ({
    assert,
  }) => {
    const { retryMs, maxRetryMs } = fileDeletion
    assert.equal(retryDelayMs(0), Math.min(retryMs, maxRetryMs))
    assert.equal(retryDelayMs(1), Math.min(retryMs * 2, maxRetryMs))
    assert.equal(retryDelayMs(2), Math.min(retryMs * 4, maxRetryMs))
    assert.equal(retryDelayMs(60), maxRetryMs)
    assert.equal(retryDelayMs(10_000), maxRetryMs)
  })
})
