/*
 * Props of the admin pages: the server's DTOs (app/dtos/admin.ts, type-only).
 */
export type {
  AdminDashboardDto,
  AuditEntryDto,
  SubscriptionMetricsDto,
  SubscriptionUserPageDto,
  SubscriptionUserRowDto,
  SubscriptionUsersPageDto,
} from '#dtos/admin'
