/**
 * Lucid keeps a deep copy (`lodash.merge`) of every fetched row in `$original` to tell which
 * columns a later `save()` must write. For a column holding a large JSON document (a training
 * plan, an activity's summary) that copy is a large part of reading the row. A model calls this
 * from its `$hydrateOriginals` to leave such columns out of `$original`: they then always count
 * as changed, so every save of the row writes them again, whatever was edited, in place or not.
 * Nothing reads `$dirty` for them otherwise. See docs/decisions/040-request-cost.md.
 */
export function hydrateOriginalsWithout(
  model: { $attributes: Record<string, unknown> },
  keys: readonly string[],
  hydrate: () => void
) {
  const attributes = model.$attributes
  const copied = { ...attributes }
  for (const key of keys) delete copied[key]
  model.$attributes = copied
  try {
    hydrate()
  } finally {
    model.$attributes = attributes
  }
}
