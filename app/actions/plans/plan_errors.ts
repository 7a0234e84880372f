/** The plan changed since the client loaded it (another tab, device, or the coach). */
export class PlanVersionConflict extends Error {
  constructor() {
    super('This plan changed in another tab or device. Reload to see the latest.')
    this.name = 'PlanVersionConflict'
  }
}

/** A change that the domain refused, with the field it concerns and a message to show. */
export class PlanChangeRefused extends Error {
  constructor(
    public field: string,
    message: string
  ) {
    super(message)
    this.name = 'PlanChangeRefused'
  }
}
