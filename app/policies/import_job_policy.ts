import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type ImportJob from '#models/import_job'
import { ownedBy } from '#policies/ownership'

/** A queued import's progress: the athlete who started it only. */
export default class ImportJobPolicy extends BasePolicy {
  view(user: User, job: ImportJob) {
    return ownedBy(user, job)
  }
}
