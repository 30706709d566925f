// Tampering with a SQLite log by hand: every write a user with the file can make is refused by the database or named by
// verify.
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chainHash } from '../src/runtime/core/facts.js';
import { openRuntime, type Runtime } from '../src/runtime/runtime.js';
import { sqliteMigrations, type SqliteMigration } from '../src/runtime/store/sqlite/schema.js';
import { StoreOpenError } from '../src/runtime/core/store-port.js';
import type { VerifyCheck } from '../src/runtime/verify.js';
import { bundledRuntimeModel, expectAccepted } from './helpers/runtime.js';
import { tamperedLogCommands } from './helpers/tampered-log.js';
import { tempDir } from './helpers/temp-model.js';

interface LastFact {
  seq: number;
  hash: string;
  recorded_at: string;
}

/** A fact appended by hand that extends the chain correctly: only verify's other checks can tell. */
function forgeFact(
  db: Database.Database,
  fact: { stream: string; version: number; type: string; command_id: string; data: string },
  insert = 'INSERT',
): void {
  const last = db.prepare('SELECT seq, hash, recorded_at FROM facts ORDER BY seq DESC LIMIT 1').get() as LastFact;
  const [term, id] = fact.stream.split('/') as [string, string];
  const stored = { ...fact, seq: last.seq + 1, recorded_at: last.recorded_at };
  db.prepare(
    `${insert} INTO facts (seq, stream, term, entity_id, version, type, data, command_id, recorded_at, prev_hash, ` +
      `hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    stored.seq,
    fact.stream,
    term,
    id,
    fact.version,
    fact.type,
    fact.data,
    fact.command_id,
    stored.recorded_at,
    last.hash,
    chainHash(last.hash, stored),
  );
}

type Outcome = 'refused' | { check: VerifyCheck; message: string };

/** One write by hand: SQL, or work on a raw connection; what must come of it. */
interface Attack {
  name: string;
  write: string | ((db: Database.Database) => void);
  outcome: Outcome;
}

const dropGuards = ['facts_no_update', 'facts_no_delete', 'commands_no_update', 'commands_match_facts']
  .map((trigger) => `DROP TRIGGER ${trigger};`)
  .join(' ');

const attacks: Attack[] = [
  { name: 'edit a fact', write: `UPDATE facts SET data = '{}' WHERE seq = 1`, outcome: 'refused' },
  { name: 'delete a fact', write: 'DELETE FROM facts WHERE seq = 6', outcome: 'refused' },
  { name: 'edit a command record', write: `UPDATE commands SET state = 'x'`, outcome: 'refused' },
  { name: 'delete a command record', write: 'DELETE FROM commands', outcome: 'refused' },
  { name: 'edit the metadata', write: `UPDATE awm_meta SET value = 'x'`, outcome: 'refused' },
  { name: 'delete the metadata', write: 'DELETE FROM awm_meta', outcome: 'refused' },
  {
    name: 'replace a command record (INSERT OR REPLACE), so that its command answers "already applied" wrongly',
    write: `INSERT OR REPLACE INTO commands (command_id, payload_hash, first_seq, fact_count, state)
            VALUES ('c-start', zeroblob(32), 1, 1, 'active')`,
    outcome: 'refused',
  },
  {
    name: 'replace the model fingerprint (INSERT OR REPLACE)',
    write: `INSERT OR REPLACE INTO awm_meta (key, value) VALUES ('model_fingerprint', 'forged')`,
    outcome: 'refused',
  },
  {
    name: 'replace a fact through its (stream, version) (INSERT OR REPLACE with a correct chain link)',
    write: (db) =>
      forgeFact(
        db,
        {
          stream: 'AgentRun/r1',
          version: 2,
          type: 'transitioned',
          command_id: 'c-start',
          data: '{"from":"assigned","to":"blocked"}',
        },
        'INSERT OR REPLACE',
      ),
    outcome: 'refused',
  },
  {
    name: 'record a command for facts that are not its own',
    write: `INSERT INTO commands (command_id, payload_hash, first_seq, fact_count, state)
            VALUES ('c-forged', zeroblob(32), 6, 1, 'running')`,
    outcome: 'refused',
  },
  {
    name: 'record a command that claims more facts than it has',
    write: (db) => {
      forgeFact(db, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-extra',
        data: '{"from":"running","to":"blocked"}',
      });
      db.exec(`INSERT INTO commands (command_id, payload_hash, first_seq, fact_count, state)
               VALUES ('c-extra', zeroblob(32), 6, 2, 'blocked')`);
    },
    outcome: 'refused',
  },
  {
    name: 'record a command with another outcome than its facts',
    write: (db) => {
      forgeFact(db, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-extra',
        data: '{"from":"running","to":"blocked"}',
      });
      db.exec(`INSERT INTO commands (command_id, payload_hash, first_seq, fact_count, state)
               VALUES ('c-extra', zeroblob(32), 7, 1, 'succeeded')`);
    },
    outcome: 'refused',
  },
  {
    name: 'append a fact at a gap',
    write:
      `INSERT INTO facts SELECT seq + 5, stream, term, entity_id, version + 1, type, data, command_id, ` +
      `recorded_at, prev_hash, hash FROM facts WHERE seq = 6`,
    outcome: 'refused',
  },
  {
    name: 'append a fact that does not link to the last one',
    write:
      `INSERT INTO facts SELECT seq + 1, stream, term, entity_id, version + 1, type, data, command_id, ` +
      `recorded_at, prev_hash, hash FROM facts WHERE seq = 6`,
    outcome: 'refused',
  },
  {
    name: 'append a fact recorded before the last one',
    write:
      `INSERT INTO facts SELECT seq + 1, stream, term, entity_id, version + 1, type, data, command_id, ` +
      `'2000-01-01T00:00:00.000Z', hash, hash FROM facts WHERE seq = 6`,
    outcome: 'refused',
  },
  {
    name: 'append a correctly chained fact of an illegal transition, without a command record',
    write: (db) =>
      forgeFact(db, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-forged',
        data: '{"from":"running","to":"assigned"}',
      }),
    outcome: { check: 'transition', message: 'running -> assigned is not a transition of AgentRun' },
  },
  {
    // Whoever may append may append a legal fact (with its projection row and record, it is a command).
    name: 'append a correctly chained, legal fact, without its projection update',
    write: (db) =>
      forgeFact(db, {
        stream: 'AgentRun/r1',
        version: 3,
        type: 'transitioned',
        command_id: 'c-forged',
        data: '{"from":"running","to":"blocked"}',
      }),
    outcome: { check: 'projection', message: 'AgentRun/r1 is different from replay' },
  },
  {
    name: 'drop a guard trigger',
    write: 'DROP TRIGGER commands_match_facts',
    outcome: { check: 'integrity', message: 'trigger commands_match_facts on commands is missing' },
  },
  {
    name: 'replace a guard trigger with one that does nothing',
    write: `DROP TRIGGER facts_no_delete; CREATE TRIGGER facts_no_delete BEFORE DELETE ON facts BEGIN SELECT 1; END`,
    outcome: { check: 'integrity', message: 'trigger facts_no_delete on facts was changed' },
  },
  {
    name: 'with the guards dropped, replace a command record',
    write: `${dropGuards} INSERT OR REPLACE INTO commands (command_id, payload_hash, first_seq, fact_count, state)
            VALUES ('c-start', zeroblob(32), 5, 1, 'assigned')`,
    outcome: { check: 'command', message: 'the record of command c-start names facts #5-#5; its facts are #6-#6' },
  },
  {
    name: 'with the guards dropped, record a command that has no facts',
    write: `${dropGuards} INSERT INTO commands (command_id, payload_hash, first_seq, fact_count, state)
            VALUES ('c-ghost', zeroblob(32), 99, 1, 'open')`,
    outcome: { check: 'command', message: '1 command record(s) name no facts of their command' },
  },
  {
    name: 'with the guards dropped, change the outcome a command record holds',
    write: `${dropGuards} UPDATE commands SET state = 'succeeded' WHERE command_id = 'c-start'`,
    outcome: {
      check: 'command',
      message: 'the record of command c-start says AgentRun/r1 ended succeeded, but its fact #6 left it running',
    },
  },
  {
    name: 'with the guards dropped, delete the last fact',
    write: `${dropGuards} DELETE FROM facts WHERE seq = 6`,
    outcome: { check: 'command', message: '1 command record(s) name no facts of their command' },
  },
  {
    name: 'edit the projection',
    write: `UPDATE entities SET state = 'succeeded' WHERE stream = 'AgentRun/r1'`,
    outcome: { check: 'projection', message: 'AgentRun/r1 is different from replay' },
  },
  {
    name: 'delete from the projection',
    write: `DELETE FROM entities WHERE stream = 'Project/p-a'`,
    outcome: { check: 'projection', message: 'Project/p-a is missing from the live projection' },
  },
  {
    name: 'add an entity to the projection',
    write:
      `INSERT INTO entities SELECT 'AgentRun/r9', term, 'r9', state, version, parent_term, parent_id, fields, ` +
      `depends_on, created_at, updated_at, created_seq, updated_seq FROM entities WHERE stream = 'AgentRun/r1'`,
    outcome: { check: 'projection', message: 'AgentRun/r9' },
  },
];

/** A database holding tamperedLogCommands, made once; each attack works on a copy of it. */
async function prepareLog(dir: string): Promise<string> {
  const file = path.join(dir, 'original.db');
  const runtime = await openRuntime({ path: file, model: await bundledRuntimeModel(), enforceAuthority: false });
  for (const command of tamperedLogCommands) expectAccepted(await runtime.apply(command), command.command_id);
  await runtime.close();
  return file;
}

async function verifyCopy(file: string): Promise<Awaited<ReturnType<Runtime['verify']>>> {
  const runtime = await openRuntime({ path: file, model: await bundledRuntimeModel(), create: false });
  try {
    return await runtime.verify();
  } finally {
    await runtime.close();
  }
}

test('every write by hand is refused by the database or named by verify', async () => {
  const dir = tempDir('awm-tamper-');
  try {
    const original = await prepareLog(dir);
    assert.ok((await verifyCopy(original)).ok, 'the untouched log verifies');
    for (const [index, attack] of attacks.entries()) {
      const file = path.join(dir, `attack-${index}.db`);
      copyFileSync(original, file);
      // A plain connection, as the sqlite3 shell opens one: no pragma of the store's applies.
      const db = new Database(file);
      let refused: Error | undefined;
      try {
        if (typeof attack.write === 'string') db.exec(attack.write);
        else db.transaction(attack.write)(db);
      } catch (error) {
        refused = error as Error;
      } finally {
        db.close();
      }
      const report = await verifyCopy(file);
      if (attack.outcome === 'refused') {
        assert.ok(refused, `the database let this through: ${attack.name}`);
        assert.ok(report.ok, `${attack.name}: refused, yet the log changed: ${JSON.stringify(report.problems)}`);
        continue;
      }
      assert.is(refused, undefined, `${attack.name}: expected the write to succeed (${refused?.message})`);
      const { check, message } = attack.outcome;
      assert.ok(
        report.problems.some((problem) => problem.check === check && problem.message.includes(message)),
        `${attack.name}: verify did not say "${check}: ${message}"; it said ${JSON.stringify(report.problems)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test(
  'a forged record cannot make a real command answer "already applied": resending it replays its own ' + 'result',
  async () => {
    const dir = tempDir('awm-tamper-');
    try {
      const file = await prepareLog(dir);
      const db = new Database(file);
      try {
        db.exec(`INSERT OR REPLACE INTO commands (command_id, payload_hash, first_seq, fact_count, state)
               VALUES ('c-start', zeroblob(32), 1, 1, 'active')`);
      } catch {
        // Refused: what must happen. The resend below shows what a forged record would do.
      }
      db.close();
      const runtime = await openRuntime({ path: file, model: await bundledRuntimeModel(), create: false });
      try {
        const again = expectAccepted(await runtime.apply(tamperedLogCommands[5]!));
        assert.equal(again.entity, { term: 'AgentRun', id: 'r1', state: 'running', version: 2 });
        assert.equal(
          again.facts.map((fact) => fact.seq),
          [6],
        );
      } finally {
        await runtime.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

/**
 * A schema history with a step after version 1, as the first real upgrade will add: version 2 adds an index
 * (a change that keeps every guard and every query as they are).
 */
const upgraded: readonly SqliteMigration[] = [
  ...sqliteMigrations,
  { version: 2, description: 'facts by command', sql: 'CREATE INDEX facts_by_command ON facts (command_id);' },
];

test('an older schema is migrated by init only; a newer one is refused', async () => {
  const dir = tempDir('awm-tamper-');
  try {
    const model = await bundledRuntimeModel();
    const file = path.join(dir, 'v1.db');
    const db = new Database(file);
    db.exec(sqliteMigrations[0]!.sql);
    db.pragma('user_version = 1');
    const meta = db.prepare('INSERT INTO awm_meta (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries({
      model_name: model.metadata.name,
      model_version: model.metadata.version,
      model_fingerprint: model.fingerprint,
      created_at: '2026-01-01T00:00:00.000Z',
    }))
      meta.run(key, value);
    db.close();
    await openRuntime({ path: file, model, create: false, schemaHistory: upgraded }).then(
      () => assert.unreachable('opened a database that needs migrating'),
      (error: Error) => assert.match(error.message, `is at schema version 1; run "awm runtime init --db ${file}"`),
    );
    const runtime = await openRuntime({ path: file, model, schemaHistory: upgraded });
    for (const command of tamperedLogCommands) expectAccepted(await runtime.apply(command), command.command_id);
    assert.equal((await runtime.verify()).problems, []);
    await runtime.close();
    const migrated = new Database(file);
    assert.is(migrated.pragma('user_version', { simple: true }), 2);
    assert.is(
      migrated.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'facts_by_command'").pluck().get(),
      1,
    );
    migrated.pragma('user_version = 99');
    migrated.close();
    await openRuntime({ path: file, model }).then(
      () => assert.unreachable('opened a newer schema'),
      (error: Error) => {
        assert.instance(error, StoreOpenError);
        assert.match(error.message, 'written by a newer version of awm (schema 99');
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
