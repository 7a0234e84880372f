/*
|--------------------------------------------------------------------------
| Upload folder
|--------------------------------------------------------------------------
|
| Before the server listens, the upload subfolders that no running process
| owns (a crash, a SIGKILL, a power cut) are removed; on a clean stop this
| process's own is. See docs/security.md#uploads.
|
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import uploadFolder from '#services/upload_folder'

const swept = await uploadFolder.sweep()
if (swept.length) {
  logger.info({ folders: swept }, 'removed %d abandoned upload folder(s)', swept.length)
}

app.terminating(async () => {
  await uploadFolder.removeOwn()
})
