import { jsonRowsSql, preparedRawQuery } from '#queries/sql_dialect'

/*
 * SQL text that carries its own bindings, for the statements built from parts (the page reads
 * in app/queries/pages/, docs/decisions/038-one-statement-per-page.md). A value interpolated
 * into `sql` becomes a `?` with its binding beside it; a fragment interpolated into another
 * brings its text and its bindings along, in place. No part pushes onto an array shared with
 * the others, so moving a part, or adding one, cannot shift another part's bindings.
 * Text that is not a value (a column name, a count checked to be an integer, a constant label)
 * goes in with `sqlText`, and only from code, never from a request.
 */

/** A piece of SQL and the values of its `?` placeholders, in order. */
export class SqlFragment {
  constructor(
    readonly text: string,
    readonly bindings: readonly unknown[]
  ) {}
}

/**
 * The tag: `` sql`... WHERE user_id = ${userId}` `` is the text with a `?` and `[userId]`;
 * an interpolated `SqlFragment` is spliced in with its bindings.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  let text = strings[0]
  const bindings: unknown[] = []
  for (const [index, value] of values.entries()) {
    if (value instanceof SqlFragment) {
      text += value.text
      for (const binding of value.bindings) bindings.push(binding)
    } else {
      text += '?'
      bindings.push(value)
    }
    text += strings[index + 1]
  }
  return new SqlFragment(text, bindings)
}

/** Text written into the SQL as it is, without a binding: from code only (see above). */
export function sqlText(text: string): SqlFragment {
  return new SqlFragment(text, [])
}

/** Fragments one after the other with `separator` between them (text only). */
export function sqlJoin(parts: readonly SqlFragment[], separator: string): SqlFragment {
  return new SqlFragment(
    parts.map((part) => part.text).join(separator),
    parts.flatMap((part) => part.bindings)
  )
}

/** `?, ?, ?`: one placeholder per value, for `IN (…)`. */
export function sqlList(values: readonly unknown[]): SqlFragment {
  return new SqlFragment(values.map(() => '?').join(', '), values)
}

/** A subquery's rows as one JSON array (`jsonRowsSql`), the subquery's bindings kept. */
export function jsonRows(columns: readonly string[], from: SqlFragment): SqlFragment {
  return new SqlFragment(jsonRowsSql(columns, from.text), from.bindings)
}

/**
 * A page's one statement, run as a named prepared statement on PostgreSQL
 * (`preparedRawQuery`, docs/decisions/053-prepared-page-reads.md); its first row.
 */
export async function firstRowOf(statement: SqlFragment): Promise<Record<string, any> | undefined> {
  const result = await preparedRawQuery(statement.text, [...statement.bindings])
  return (Array.isArray(result) ? result : result.rows)[0]
}
