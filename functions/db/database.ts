import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one door to Postgres. The same SQL runs on the embedded PGlite (a
 * folder on disk, the default) and on a real server (`DATABASE_URL`), so the
 * rest of the backend never knows which it has.
 */

type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {kind: 'pglite'; dataDir: string}
  /** `schema` keeps separate runs (tests) apart on one server; it must already exist. */
  | {kind: 'postgres'; url: string; schema?: string; poolSize?: number};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options);
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, {recursive: true});
  const db = await PGlite.create({dataDir: dir});
  type Target = Pick<PGlite, 'query' | 'exec'>;
  const on = (target: Target): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await target.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...on(db),
    // PGlite has one connection: its transaction() queues every other query behind the open one.
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    close: () => db.close(),
  };
}

function openPostgres({url, schema, poolSize = 10}: {url: string; schema?: string; poolSize?: number}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    ...(schema ? {options: `-c search_path=${quoteIdentifier(schema)}`} : {}),
  });
  // An idle connection dropped by the server must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('[leads] idle Postgres connection failed:', error.message));
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client whose connection drops emits 'error'; unheard, that would end the process.
      // The query in flight fails as well, so the transaction rolls back; the broken client is discarded.
      let lost: Error | undefined;
      const onLost = (error: Error) => (lost = error);
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

/** Quotes a Postgres identifier (schema names of test runs). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
