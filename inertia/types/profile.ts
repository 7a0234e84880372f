import type { AthleteDto, PreferencesDto, ZonesDto, ZoneDto } from '#dtos/athlete_profile'

/**
 * Page props of the Profile tabs, typed from the server's DTOs.
 */
export type { AthleteDto, PreferencesDto, ZonesDto, ZoneDto }
export type ProfileTab = 'profile' | 'zones' | 'apps' | 'gear' | 'preferences' | 'subscription'
