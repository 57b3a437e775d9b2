import type pg from 'pg';

/**
 * Server-side prepared statements on PostgreSQL (decision 076). kysely sends every query as unnamed
 * parameterised SQL, which PostgreSQL parses and plans again each time. A statement text with parameters
 * that a connection has sent before is sent by name instead: each backend parses and plans it once and
 * then only binds and executes. The SQL the app sends is built by kysely from the code, so its texts are a
 * bounded set; at most `MAX_NAMED` texts are ever named (then the rest stay unnamed), and a text is named
 * from its second use, so one-off texts are never kept by a backend.
 */
const MAX_NAMED = 2_000;
const MAX_SEEN = 20_000;

/** Text → statement name, shared by every connection of the process (pg keeps what each backend has prepared). */
const names = new Map<string, string>();
/** Texts sent once (not yet named). */
const seen = new Set<string>();

/** The name for a text with parameters on its second use, or undefined (send it unnamed). */
export function statementName(text: string): string | undefined {
  const name = names.get(text);
  if (name !== undefined) return name;
  if (!seen.has(text)) {
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(text);
    return undefined;
  }
  if (names.size >= MAX_NAMED) return undefined;
  const given = `curio_${names.size}`;
  names.set(text, given);
  seen.delete(text);
  return given;
}

/** Makes a pooled client send repeated parameterised statements by name (kysely calls `query(text, values)`). */
export function preparing(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = statementName(text);
      if (name !== undefined) return query({ name, text, values });
    }
    return callback === undefined ? (values === undefined ? query(text) : query(text, values)) : query(text, values, callback);
  };
}
