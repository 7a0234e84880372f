/*
| The Bouncer policies, one per resource, by name (`ctx.bouncer.with('ActivityPolicy')`
| works as well as passing the class). Each is tested once, table-driven, in
| tests/functional/policies.spec.ts (docs/decisions/024-policies-and-self-rendering-exceptions.md).
*/
export const policies = {
  ActivityPolicy: () => import('#policies/activity_policy'),
  GearPolicy: () => import('#policies/gear_policy'),
  TrainingPlanPolicy: () => import('#policies/training_plan_policy'),
  PlanRevisionPolicy: () => import('#policies/plan_revision_policy'),
  CoachThreadPolicy: () => import('#policies/coach_thread_policy'),
  CoachMessagePolicy: () => import('#policies/coach_message_policy'),
  ImportJobPolicy: () => import('#policies/import_job_policy'),
  UserPolicy: () => import('#policies/user_policy'),
}
