/*
|--------------------------------------------------------------------------
| Realtime
|--------------------------------------------------------------------------
|
| The Pusher-protocol socket server shares the app's HTTP server: once the
| server exists (`node ace serve`, `node bin/server.js`), upgrades on
| /app/{key} are ours. The test runner starts its HTTP server later and
| attaches in tests/bootstrap.ts. On shutdown every socket is closed with
| 4200, so clients reconnect to the next process.
|
*/
import app from '@adonisjs/core/services/app'
import server from '@adonisjs/core/services/server'
import { pusherServer } from '#realtime/main'
import '#start/channels'

app.ready(() => {
  const nodeServer = server.getNodeServer()
  if (nodeServer) pusherServer.attach(nodeServer)
})

app.terminating(async () => {
  await pusherServer.shutdown()
})
