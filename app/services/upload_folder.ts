import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { uploadsConfig } from '#config/uploads'

/**
 * The app's own temp folder for uploads (docs/security.md#uploads). Each process writes
 * into a subfolder of its own, named `<pid>-<instance>@<host>`; `sweep()` at start removes
 * the subfolders that no running process owns: those of this host whose process is gone,
 * and an earlier incarnation of this very pid (a container restarts as pid 1 again). The
 * folders of live processes, of other hosts, and anything not named that way are left
 * alone, so several processes may share the folder
 * (docs/decisions/054-uploads-read-after-auth-and-removed.md).
 */
export class UploadFolder {
  readonly name: string

  constructor(
    readonly root: string,
    readonly owner = {
      pid: process.pid,
      instance: randomBytes(4).toString('hex'),
      host: hostname(),
    }
  ) {
    this.name = `${owner.pid}-${owner.instance}@${owner.host}`
  }

  /** This process's subfolder. */
  get directory() {
    return join(this.root, this.name)
  }

  /** A new file name in this process's subfolder (the subfolder is made if needed). */
  async newPath() {
    await mkdir(this.directory, { recursive: true, mode: 0o700 })
    return join(this.directory, randomBytes(12).toString('hex'))
  }

  /** Removes the subfolders no running process owns; their names. */
  async sweep(): Promise<string[]> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch(() => [])
    const abandoned = entries
      .filter((entry) => entry.isDirectory() && this.#isAbandoned(entry.name))
      .map((entry) => entry.name)
    for (const name of abandoned) {
      await rm(join(this.root, name), { recursive: true, force: true })
    }
    return abandoned
  }

  /** On a clean stop: this process's subfolder, whatever is still in it. */
  async removeOwn() {
    await rm(this.directory, { recursive: true, force: true })
  }

  #isAbandoned(name: string) {
    const match = /^(\d+)-([0-9a-f]+)@(.+)$/.exec(name)
    if (!match || match[3] !== this.owner.host) return false
    const pid = Number(match[1])
    if (pid === this.owner.pid) return match[2] !== this.owner.instance
    return !isRunning(pid)
  }
}

/** Whether a process with this id exists on this host (signal 0 only checks). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, it belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const uploadFolder = new UploadFolder(uploadsConfig.directory)
export default uploadFolder
