// After a connection lost during COMMIT, every answer pg_xact_status can give is understood: the real server's, and
// NULL.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CommitUnknownError, commitStatus } from '../../src/runtime/store/postgres/errors.js';
import { openPostgresStore } from '../../src/runtime/store/postgres/postgres-store.js';
import { freshSchema, withClient, withPostgres } from '../helpers/postgres.js';

test('each answer of pg_xact_status means committed, not committed, ask again, or cannot be known', () => {
  assert.is(commitStatus({ status: 'committed' }, '7'), true);
  assert.is(commitStatus({ status: 'aborted' }, '7'), false);
  assert.is(commitStatus({ status: 'in progress' }, '7'), undefined);
  const future = Object.assign(new Error('transaction ID 7 is in the future'), { code: '22023' });
  assert.is(commitStatus({ error: future }, '7'), false);
  const restarting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
  assert.is(commitStatus({ error: restarting }, '7'), undefined);
  assert.throws(
    () => commitStatus({ status: null }, '7'),
    (error: Error) => error instanceof CommitUnknownError,
  );
  const other = Object.assign(new Error('permission denied'), { code: '42501' });
  assert.throws(
    () => commitStatus({ error: other }, '7'),
    (error: Error) => error === other,
  );
});

await withPostgres('postgres commit status', (server) => {
  test(
    'postgres: committed() asks the real server: committed, rolled back, still running, and an id in the ' + 'future',
    async () => {
      const db = freshSchema(server);
      const store = await openPostgresStore({ url: db.url });
      try {
        const xidOf = (client: { query(sql: string): Promise<{ rows: { xid: string }[] }> }) =>
          client.query('SELECT pg_current_xact_id()::text AS xid').then((result) => result.rows[0]!.xid);
        await withClient(server.url, async (client) => {
          await client.query('BEGIN');
          const xid = await xidOf(client);
          await client.query('COMMIT');
          assert.is(await store.committed(xid), true, 'committed');

          await client.query('BEGIN');
          const rolledBack = await xidOf(client);
          await client.query('ROLLBACK');
          assert.is(await store.committed(rolledBack), false, 'rolled back');

          // The server's own answer for an id it never handed out: what it says after restarting from a
          // state in which the lost transaction's id was never made durable (SQLSTATE 22023).
          const future = String(BigInt(xid) + 1_000_000n);
          await client.query('SELECT pg_xact_status($1::xid8)', [future]).then(
            () => assert.unreachable('the server answered for a future id'),
            (error: { code?: string; message: string }) => {
              assert.is(error.code, '22023');
              assert.match(error.message, 'is in the future');
            },
          );
          assert.is(await store.committed(future), false, 'in the future: it never committed');

          await client.query('BEGIN');
          const running = await xidOf(client);
          // A barrier instead of a pause: the transaction commits once the store has been told it is in progress.
          const pool = (
            store as unknown as { pool: { query(...args: unknown[]): Promise<{ rows: { status?: unknown }[] }> } }
          ).pool;
          const query = pool.query.bind(pool);
          let toldInProgress!: () => void;
          const inProgress = new Promise<void>((resolve) => (toldInProgress = resolve));
          pool.query = async (...args: unknown[]) => {
            const result = await query(...args);
            if (String(args[0]).includes('pg_xact_status') && result.rows[0]?.status === 'in progress')
              toldInProgress();
            return result;
          };
          const answer = store.committed(running);
          await inProgress;
          await client.query('COMMIT');
          assert.is(await answer, true, 'asked again until the running transaction committed');
        });
      } finally {
        await store.close();
        await db.drop();
      }
    },
  );
});

test.run();
