/*
|--------------------------------------------------------------------------
| Redis connection errors
|--------------------------------------------------------------------------
|
| While Redis is down every reconnect attempt fails with an error. The
| @adonisjs/redis manager would log each one at "fatal"; the app keeps
| working degraded (docs/decisions/016-redis-outages.md), so they are
| logged as warnings, at most one per connection every 10 s. Listed before
| the preloads that open connections.
|
*/
import redis from '@adonisjs/redis/services/main'
import type { Connection } from '@adonisjs/redis/types'
import env from '#start/env'
import { logRedisFailure } from '#services/redis_resilience'

if (env.get('REDIS_URL')) {
  redis.doNotLogErrors()
  // Without a listener an 'error' event would end the process.
  const watch = (connection: Connection) => {
    const topic = `connection ${connection.connectionName}`
    connection.on('error', ({ error }) => logRedisFailure(topic, error))
    connection.on('subscriber:error', ({ error }) => logRedisFailure(`${topic} subscriber`, error))
  }
  for (const connection of Object.values(redis.activeConnections)) watch(connection as Connection)
  redis.on('connection', watch)
}
