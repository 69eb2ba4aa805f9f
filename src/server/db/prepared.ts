import { createHash } from 'node:crypto';

/** What node-postgres is sent for a drizzle prepared query (its `queryConfig`); PGlite's has no text. */
type SentConfig = { name?: string; text?: string };

/** A drizzle query that can be prepared. */
type Preparable<T> = { prepare(name: string): { execute(): Promise<T> } };

/**
 * Runs a read as a named prepared statement, named by its text. Each pooled connection parses it
 * once, and after its first five runs PostgreSQL may keep one generic plan instead of planning it
 * anew each time.
 *
 * Only for a statement whose best plan is the same whatever its values are, such as a record read by
 * its key with its children as correlated subqueries. A record detail plans in about 0.6–2.4 ms and
 * runs in 0.1–0.4 ms. A list's plan depends on its values (how many rows a user's scope or a status
 * holds), so lists are never sent this way (decision 027).
 *
 * The query is built once: the name is set on what drizzle's node-postgres driver sends, from the text
 * it built (building it a second time for the name cost 0.4–0.8 ms for a detail). On PGlite, which
 * has no named statements, the query runs as it is.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const prepared = query.prepare('');
  const sent = (prepared as unknown as { queryConfig?: SentConfig }).queryConfig;
  if (sent?.text !== undefined && 'name' in sent) {
    sent.name = `p_${createHash('sha1').update(sent.text).digest('base64url')}`;
  }
  return prepared.execute();
}
