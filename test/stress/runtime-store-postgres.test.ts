// The FactStore contract and the runtime's rules run against the PostgreSQL store, each test on a schema of its own.
import { openPostgresStore } from '../../src/runtime/store/postgres/postgres-store.js';
import { freshSchema, postgresRuntime, withClient, withPostgres } from '../helpers/postgres.js';
import { runtimeSuite } from '../helpers/runtime-suite.js';
import { storeSuite } from '../helpers/store-suite.js';

await withPostgres('postgres store suite', (server) => {
  storeSuite('postgres', {
    async open(options = {}) {
      const db = freshSchema(server);
      let store = await openPostgresStore({ url: db.url, ...options });
      return {
        store,
        // Unqualified table names, as the suite writes them, resolve in the test's schema.
        raw: (sql) =>
          withClient(server.url, (client) => client.query(`SET search_path TO "${db.schema}"; ${sql}`)).then(
            () => undefined,
          ),
        async reopen() {
          await store.close();
          store = await openPostgresStore({ url: db.url, ...options });
          return store;
        },
        async dispose() {
          await store.close();
          await db.drop();
        },
      };
    },
  });
  runtimeSuite('postgres', () => postgresRuntime(server));
});
