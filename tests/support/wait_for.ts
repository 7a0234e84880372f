/**
 * Waiting in tests is waiting for a condition, never for a fixed time: `until`
 * polls `condition` and resolves as soon as it holds. The deadline only turns a
 * hang into a failure that names what never happened; it is generous because
 * the machine may be busy, and it is never a measurement (timings belong in
 * bench/). A condition that throws counts as "not yet".
 */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  ms = 10_000,
  intervalMs = 20
) {
  const deadline = Date.now() + ms
  while (
    !(await Promise.resolve()
      .then(condition)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
