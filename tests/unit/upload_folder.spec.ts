import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { UploadFolder } from '#services/upload_folder'

/** Above Linux's largest possible pid (2^22): no process can have it. */
const NO_SUCH_PID = 2 ** 22 + 1

test.group('UploadFolder.sweep (docs/security.md#uploads)', (group) => {
  let root = ''
  group.each.setup(() => {
    root = mkdtempSync(join(tmpdir(), 'pacewise-sweep-'))
    return () => rmSync(root, { recursive: true, force: true })
  })

  test('removes what no running process owns, keeps everything else', async ({ assert }) => {
    const folder = new UploadFolder(root, { pid: process.pid, instance: 'aaaa1111', host: 'web-1' })
    const subfolders = {
      ownNow: `${process.pid}-aaaa1111@web-1`,
      ownEarlierRun: `${process.pid}-bbbb2222@web-1`,
      deadProcess: `${NO_SUCH_PID}-cccc3333@web-1`,
      liveProcess: `${process.ppid}-dddd4444@web-1`,
      otherHost: `${NO_SUCH_PID}-eeee5555@web-2`,
      notOurs: 'something-else',
    }
    for (const name of Object.values(subfolders)) {
      mkdirSync(join(root, name))
      writeFileSync(join(root, name, 'part'), 'bytes')
    }
    writeFileSync(join(root, `${NO_SUCH_PID}-ffff6666@web-1`), 'a file, not a folder')

    const swept = await folder.sweep()

    assert.sameMembers(swept, [subfolders.ownEarlierRun, subfolders.deadProcess])
    assert.sameMembers(readdirSync(root), [
      subfolders.ownNow,
      subfolders.liveProcess,
      subfolders.otherHost,
      subfolders.notOurs,
      `${NO_SUCH_PID}-ffff6666@web-1`,
    ])
  })

  test('a missing root is nothing to sweep; newPath makes the own subfolder', async ({
    assert,
  }) => {
    const folder = new UploadFolder(join(root, 'missing'))
    assert.deepEqual(await folder.sweep(), [])
    const path = await folder.newPath()
    assert.equal(join(path, '..'), folder.directory)
    await folder.removeOwn()
    assert.deepEqual(readdirSync(join(root, 'missing')), [])
  })
})
