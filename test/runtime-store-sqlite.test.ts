// The FactStore contract run against the SQLite store, on a real file.
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../src/runtime/store/sqlite/sqlite-store.js';
import { storeSuite } from './helpers/store-suite.js';
import { tempDir } from './helpers/temp-model.js';

storeSuite('sqlite', {
  async open(options = {}) {
    const dir = tempDir('awm-store-');
    const file = path.join(dir, 'runtime.db');
    let store = await openSqliteStore({ path: file, ...options });
    return {
      store,
      async raw(sql) {
        const db = new Database(file);
        try {
          db.exec(sql);
        } finally {
          db.close();
        }
      },
      async reopen() {
        await store.close();
        store = await openSqliteStore({ path: file, ...options });
        return store;
      },
      async dispose() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
});
