// The SQLite schema of the fact log: facts and accepted commands are immutable, enforced by triggers.

export const sqliteSchemaVersion = 1;

const immutable = (table: string) => `
CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
BEGIN SELECT RAISE(ABORT, '${table} are immutable: rows are never updated'); END;
CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
BEGIN SELECT RAISE(ABORT, '${table} are immutable: rows are never deleted'); END;`;

/** Run once, inside the transaction that initialises an empty database. */
export const sqliteSchema = `
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

-- The log is append-only and gap-free, and each fact names its predecessor's hash. Stale
-- versions are left to UNIQUE (stream, version), the optimistic-concurrency backstop.
CREATE TRIGGER facts_append_only BEFORE INSERT ON facts
BEGIN
  SELECT RAISE(ABORT, 'facts must be appended at the next seq')
   WHERE NEW.seq IS NOT (SELECT IFNULL(MAX(seq), 0) + 1 FROM facts);
  SELECT RAISE(ABORT, 'a fact must chain to the hash of the fact before it')
   WHERE NEW.prev_hash IS NOT IFNULL((SELECT hash FROM facts WHERE seq = NEW.seq - 1), '${'0'.repeat(64)}');
  SELECT RAISE(ABORT, 'stream versions must be contiguous')
   WHERE NEW.version > (SELECT IFNULL(MAX(version), 0) + 1 FROM facts WHERE stream = NEW.stream);
END;
${immutable('facts')}

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
${immutable('commands')}
${immutable('awm_meta')}

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

PRAGMA user_version = ${sqliteSchemaVersion};
`;
