/**
 * The Connected Apps tab's `strava` prop, typed from the server's DTO.
 */
export type { StravaAccountDto, StravaBackfillDto, StravaPropsDto } from '#dtos/strava'
