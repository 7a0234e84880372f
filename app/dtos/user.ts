import type User from '#models/user'
import type { UserRole } from '#models/user'

/**
 * The signed-in user as every page sees it (shared prop `auth.user`).
 */
export interface AuthUserDto {
  id: number
  name: string
  email: string
  /** A requested new address waiting for its verification. */
  pendingEmail: string | null
  role: UserRole
  verified: boolean
}

export class UserDto {
  static forAuth(user: User): AuthUserDto {
    return {
      id: user.id,
      name: user.fullName,
      email: user.email,
      pendingEmail: user.pendingEmail ?? null,
      role: user.role,
      verified: user.isVerified,
    }
  }
}
