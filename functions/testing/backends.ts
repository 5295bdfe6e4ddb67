import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {quoteIdentifier, type DatabaseOptions} from '../db/database';

/**
 * The databases the server tests run against: the embedded PGlite (a fresh
 * folder per test file) and, when TEST_DATABASE_URL reaches a server, real
 * Postgres in a fresh schema per test file and run, dropped afterwards.
 */
export type Backend = {
  name: 'pglite' | 'postgres';
  /** Why this backend is skipped, if it is. */
  skip?: string;
  /** Options for a new connection to this test file's database (the same data every time). */
  options: DatabaseOptions;
  cleanup(): Promise<void>;
};

export function pgliteBackend(): Backend {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'budbot-leads-'));
  return {
    name: 'pglite',
    options: {kind: 'pglite', dataDir},
    cleanup: async () => rmSync(dataDir, {recursive: true, force: true}),
  };
}

export async function postgresBackend(): Promise<Backend> {
  const url = process.env.TEST_DATABASE_URL;
  const skipped = (skip: string): Backend => {
    console.warn(`[leads tests] real Postgres tests skipped: ${skip}`);
    return {name: 'postgres', skip, options: {kind: 'postgres', url: url ?? ''}, cleanup: async () => undefined};
  };
  if (!url) return skipped('TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test).');

  const schema = `leads_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({connectionString: url, connectionTimeoutMillis: 3000});
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return skipped(
      `${url.replace(/\/\/[^@]*@/, '//***@')} is not reachable (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  await admin.end();
  return {
    name: 'postgres',
    options: {kind: 'postgres', url, schema},
    async cleanup() {
      const client = new pg.Client({connectionString: url});
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      await client.end();
    },
  };
}

/** Both backends for one test file. */
export async function testBackends(): Promise<Backend[]> {
  return [pgliteBackend(), await postgresBackend()];
}
