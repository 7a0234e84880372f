import {
  subscriptionUsersPage,
  SUBSCRIPTION_USERS_PER_PAGE,
  type SubscriptionUserFilters,
} from '#queries/subscription_users'

/** One page of the subscribers list and the number of matching users. */
export default class ListSubscriptionUsers {
  async handle(input: { filters: SubscriptionUserFilters; page: number; perPage?: number }) {
    return subscriptionUsersPage(
      input.filters,
      input.page,
      input.perPage ?? SUBSCRIPTION_USERS_PER_PAGE
    )
  }
}
