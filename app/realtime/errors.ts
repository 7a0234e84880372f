/**
 * Pusher protocol error codes (docs/protocols.md#error-codes). 4000–4099: do not reconnect;
 * 4100–4199: back off; 4200–4299: reconnect now; 4300+: the client gives up
 * (only sent as non-closing errors here).
 */
export const PusherErrorCode = {
  unknownApp: 4001,
  overQuota: 4004,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  inactive: 4201,
  invalidMessage: 4300,
  clientEventRateLimit: 4301,
} as const
