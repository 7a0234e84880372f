/*
 * How much one import request may ask of the server (docs/decisions/017-import-workers-and-caps.md).
 * A single file's cap is MAX_ACTIVITY_FILE_BYTES, beside the parser that enforces it.
 */

/** An archive with more activity files than this is imported by a background job. */
export const INLINE_ARCHIVE_MAX_FILES = 50

/**
 * Bytes all the archives of one request may inflate to: 50 files of a few MB each, with a wide
 * margin; a bomb is stopped long before by the ratio cap.
 */
export const MAX_REQUEST_INFLATED_BYTES = 512 * 1024 ** 2
