import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type TrainingPlan from '#models/training_plan'
import { ownedBy } from '#policies/ownership'

/** A training plan and its workouts (marks, moves, the FIT download): the athlete's own only. */
export default class TrainingPlanPolicy extends BasePolicy {
  view(user: User, plan: TrainingPlan) {
    return ownedBy(user, plan)
  }

  edit(user: User, plan: TrainingPlan) {
    return ownedBy(user, plan)
  }
}
