/**
 * Channel names and types (Pusher protocol v7), pure.
 */
export type ChannelType = 'public' | 'private' | 'private-encrypted' | 'presence'

/**
 * Pusher's channel name charset and length.
 */
export const MAX_CHANNEL_NAME_LENGTH = 164

export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/

export const SOCKET_ID = /^\d+\.\d+$/

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name) && !name.startsWith('#')
}

export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= 64 && SOCKET_ID.test(id)
}

export function channelType(name: string): ChannelType {
  if (name.startsWith('presence-')) return 'presence'
  if (name.startsWith('private-encrypted-')) return 'private-encrypted'
  if (name.startsWith('private-')) return 'private'
  return 'public'
}

export function requiresAuth(name: string) {
  return channelType(name) !== 'public'
}

/**
 * Client events (`client-*`) are allowed on private and presence channels;
 * encrypted channels carry only server-encrypted payloads.
 */
export function allowsClientEvents(name: string) {
  const type = channelType(name)
  return type === 'private' || type === 'presence'
}
