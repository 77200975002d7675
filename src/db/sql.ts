import pg from 'pg';

/** Plain parameterised SQL for the hot path and set-based jobs, where an ORM adds only overhead. */
export interface Sql {
  /**
   * `name` makes it a prepared statement, parsed and planned once per connection: for statements
   * of the hot path that run thousands of times with the same text.
   */
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<{ rows: T[]; rowCount: number }>;
  close(): Promise<void>;
}

export function createSql(url: string, max: number): Sql {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    async query<T extends object>(text: string, params: unknown[] = [], name?: string) {
      const result = await pool.query<T>(name === undefined ? { text, values: params } : { text, values: params, name });
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
