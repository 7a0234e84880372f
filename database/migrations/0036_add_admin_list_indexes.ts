import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes behind Admin/Subscriptions/Users (bench/admin.js: 100,000 users, p95 ≤ 50 ms):
 * - the current subscription of a user (latest not ended) and the plan/status
 *   filters read partial indexes over running subscriptions only;
 * - sorting by sign-up and by name walks an index instead of sorting every user;
 * - on PostgreSQL, search (`LOWER(column) LIKE '%term%'`) uses trigram indexes
 *   (pg_trgm, a trusted extension since PostgreSQL 13). SQLite scans, which is
 *   fine at the sizes it is meant for.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX subscriptions_current_index ON subscriptions (user_id, id) WHERE ended_at IS NULL'
    )
    this.schema.raw(
      'CREATE INDEX subscriptions_current_plan_status_index ON subscriptions (plan, status, user_id) WHERE ended_at IS NULL'
    )
    this.schema.raw('CREATE INDEX users_created_at_id_index ON users (created_at, id)')
    this.schema.raw('CREATE INDEX users_lower_full_name_index ON users (LOWER(full_name), id)')
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
      this.schema.raw(
        'CREATE INDEX users_full_name_trgm_index ON users USING gin (LOWER(full_name) gin_trgm_ops)'
      )
      this.schema.raw(
        'CREATE INDEX users_email_trgm_index ON users USING gin (LOWER(email) gin_trgm_ops)'
      )
    }
  }

  async down() {
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw('DROP INDEX IF EXISTS users_email_trgm_index')
      this.schema.raw('DROP INDEX IF EXISTS users_full_name_trgm_index')
    }
    this.schema.raw('DROP INDEX IF EXISTS users_lower_full_name_index')
    this.schema.raw('DROP INDEX IF EXISTS users_created_at_id_index')
    this.schema.raw('DROP INDEX IF EXISTS subscriptions_current_plan_status_index')
    this.schema.raw('DROP INDEX IF EXISTS subscriptions_current_index')
  }
}
