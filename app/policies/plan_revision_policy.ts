import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type PlanRevision from '#models/plan_revision'
import { ownedBy } from '#policies/ownership'

/**
 * A proposed or applied change to a plan: applied, discarded or undone by the
 * plan's athlete only. The revision comes with its plan preloaded.
 */
export default class PlanRevisionPolicy extends BasePolicy {
  answer(user: User, revision: PlanRevision) {
    return ownedBy(user, revision.plan)
  }
}
