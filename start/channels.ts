/*
|--------------------------------------------------------------------------
| Realtime channels
|--------------------------------------------------------------------------
|
| Who may join which private and presence channel (POST /broadcasting/auth).
| A channel without a rule is refused. Public channels need no rule.
|
*/
import { channelRules } from '#realtime/channel_rules'

channelRules
  .define('private-App.Models.User.{id}', (user, { id }) => String(user.id) === id)
  .define('private-encrypted-App.Models.User.{id}', (user, { id }) => String(user.id) === id)
  .define('private-admin.*', (user) => user.isAdmin)
  .define('presence-admin', (user) => user.isAdmin && { name: user.fullName })
