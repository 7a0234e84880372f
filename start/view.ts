/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
|
| Values every server-rendered template can read: the product name and the
| named-route list the client resolves paths from.
|
*/
import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import { appName } from '#config/app'
import { routeList } from '#services/route_list'

edge.global('appName', appName)
edge.global('routeListJson', () => routeList().json)
edge.global('links', (text: string) => [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])])

/*
| Build the route list once the routes are committed, so that server-side
| rendering (which runs before any template) can resolve names too.
*/
app.ready(() => {
  routeList()
})
