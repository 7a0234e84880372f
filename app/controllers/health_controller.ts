import type { HttpContext } from '@adonisjs/core/http'
import CheckHealth from '#actions/check_health'

/**
 * For load balancers: 200 when every configured dependency answers, 503
 * otherwise, with the state of each.
 */
export default class HealthController {
  async show({ response }: HttpContext) {
    const report = await new CheckHealth().handle()
    return response.status(report.healthy ? 200 : 503).send(report)
  }
}
