// The SQLite schema of the fact log, version 1 and the migrations after it: facts, commands and metadata are
// immutable, enforced by triggers.
import { genesisHash } from '../../core/facts.js';

/** One step of the schema, run inside the transaction that migrates the database; `user_version` records it. */
export interface SqliteMigration {
  version: number;
  description: string;
  sql: string;
}

/** The message the facts trigger refuses an existing (stream, version) with: the store reports a version conflict. */
export const versionTakenMessage = 'a fact with this stream and version exists';

/**
 * The triggers that keep the log immutable and consistent. `verify` compares each with the text
 * SQLite keeps for it, so a trigger dropped, or replaced by one with the same name, is reported.
 *
 * A pragma cannot do this job: `recursive_triggers`, which makes `REPLACE` fire delete triggers,
 * governs only the connection that sets it, not the sqlite3 shell someone opens on the file. So
 * every insert is checked instead: `INSERT OR REPLACE` (which deletes the row it conflicts with
 * without firing a delete trigger) is refused before it can delete anything, and a command record
 * must describe the facts just appended under its id.
 */
export const sqliteGuardTriggers: readonly { name: string; table: string; sql: string }[] = [
  {
    name: 'facts_append_only',
    table: 'facts',
    sql: `CREATE TRIGGER facts_append_only BEFORE INSERT ON facts
BEGIN
  SELECT RAISE(ABORT, 'facts must be appended at the next seq')
   WHERE NEW.seq IS NOT (SELECT IFNULL(MAX(seq), 0) + 1 FROM facts);
  SELECT RAISE(ABORT, 'a fact must chain to the hash of the fact before it')
   WHERE NEW.prev_hash IS NOT IFNULL((SELECT hash FROM facts WHERE seq = NEW.seq - 1), '${genesisHash}');
  SELECT RAISE(ABORT, 'recorded_at must not go backwards')
   WHERE NEW.recorded_at < (SELECT recorded_at FROM facts WHERE seq = NEW.seq - 1);
  SELECT RAISE(ABORT, 'stream versions must be contiguous')
   WHERE NEW.version > (SELECT IFNULL(MAX(version), 0) + 1 FROM facts WHERE stream = NEW.stream);
  SELECT RAISE(ABORT, '${versionTakenMessage}')
   WHERE EXISTS (SELECT 1 FROM facts WHERE stream = NEW.stream AND version = NEW.version);
END`,
  },
  ...['facts', 'commands', 'awm_meta'].flatMap((table) => [
    {
      name: `${table}_no_update`,
      table,
      sql: `CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
BEGIN SELECT RAISE(ABORT, '${table} are immutable: rows are never updated'); END`,
    },
    {
      name: `${table}_no_delete`,
      table,
      sql: `CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
BEGIN SELECT RAISE(ABORT, '${table} are immutable: rows are never deleted'); END`,
    },
  ]),
  {
    name: 'commands_match_facts',
    table: 'commands',
    // A record comes right after its facts, in their transaction: they end at the log's last fact,
    // all carry its id, the fact before them does not, and its state is its target's after them.
    sql: `CREATE TRIGGER commands_match_facts BEFORE INSERT ON commands
BEGIN
  SELECT RAISE(ABORT, 'commands are immutable: a recorded command is never replaced')
   WHERE EXISTS (SELECT 1 FROM commands WHERE command_id = NEW.command_id);
  SELECT RAISE(ABORT, 'a command record must name the facts just appended under its id')
   WHERE NEW.fact_count < 1
      OR NEW.first_seq + NEW.fact_count - 1 IS NOT (SELECT MAX(seq) FROM facts)
      OR NEW.fact_count IS NOT (SELECT count(*) FROM facts
           WHERE seq BETWEEN NEW.first_seq AND NEW.first_seq + NEW.fact_count - 1 AND command_id = NEW.command_id)
      OR EXISTS (SELECT 1 FROM facts WHERE seq = NEW.first_seq - 1 AND command_id = NEW.command_id);
  SELECT RAISE(ABORT, 'a command record must hold the state its facts left its target in')
   WHERE NEW.state IS NOT (
     SELECT CASE type WHEN 'created' THEN json_extract(data, '$.state') ELSE json_extract(data, '$.to') END
       FROM facts
      WHERE stream = (SELECT stream FROM facts WHERE seq = NEW.first_seq)
        AND type IN ('created', 'transitioned') AND seq < NEW.first_seq + NEW.fact_count
      ORDER BY version DESC LIMIT 1);
END`,
  },
  {
    name: 'awm_meta_no_replace',
    table: 'awm_meta',
    sql: `CREATE TRIGGER awm_meta_no_replace BEFORE INSERT ON awm_meta
BEGIN
  SELECT RAISE(ABORT, 'awm_meta are immutable: a key is never replaced')
   WHERE EXISTS (SELECT 1 FROM awm_meta WHERE key = NEW.key);
END`,
  },
];

/**
 * Marks a SQLite file as an awm fact log at a numbered schema (PRAGMA application_id, "awmr"): builds from
 * before schema version 1 left it 0, so the store can tell their logs from its own.
 */
export const awmApplicationId = 0x61776d72;

/** Version 1: the tables, then the guard triggers as verify expects their text. */
const v1 = `
PRAGMA application_id = ${awmApplicationId};

CREATE TABLE awm_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE facts (
  seq INTEGER PRIMARY KEY,
  stream TEXT NOT NULL,
  term TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  command_id TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  UNIQUE (stream, version)
);

-- An accepted command: its facts are fact_count facts from first_seq, the first being its target's,
-- so its result is rebuilt from the log rather than stored twice. Small rows split pages less
-- often, and every page a commit touches is written to the WAL.
CREATE TABLE commands (
  command_id TEXT PRIMARY KEY,
  payload_hash BLOB NOT NULL,
  first_seq INTEGER NOT NULL,
  fact_count INTEGER NOT NULL,
  state TEXT
) WITHOUT ROWID;

-- The projection: current state, rewritten freely, always derivable from facts. Few indexes:
-- every page a commit touches is written to the WAL and synced.
CREATE TABLE entities (
  stream TEXT PRIMARY KEY,
  term TEXT NOT NULL,
  id TEXT NOT NULL,
  state TEXT,
  version INTEGER NOT NULL,
  parent_term TEXT,
  parent_id TEXT,
  fields TEXT NOT NULL,
  depends_on TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  created_seq INTEGER NOT NULL,
  updated_seq INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX entities_by_parent ON entities (parent_term, parent_id, term, created_seq);
${sqliteGuardTriggers.map((trigger) => `${trigger.sql};`).join('\n')}
`;

/**
 * The schema's history; a database's `user_version` is the last migration it ran. Version 1 is the first
 * released; the next change of the schema is a migration appended here, never an edit of version 1.
 */
export const sqliteMigrations: readonly SqliteMigration[] = [
  { version: 1, description: 'fact log, commands, metadata, projection and the guard triggers', sql: v1 },
];
