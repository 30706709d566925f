// The PostgreSQL schema of the fact log, as numbered migrations (one so far): facts, commands and metadata are
// immutable, enforced by triggers, and the runtime writes through a few functions.
import { genesisHash } from '../../core/facts.js';
import { headRaceCode, staleKnowledgeCode } from './errors.js';
import { entityColumns } from '../rows.js';

/** One step of the schema; `sql` gets the quoted schema name and runs inside the migrating transaction. */
export interface Migration {
  version: number;
  description: string;
  sql(schema: string): string;
}

/** `"name"`: schema names are checked to be simple, but quoting costs nothing. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The LISTEN/NOTIFY channel that tells followers of a schema's log that facts were committed. */
export function appendChannel(schema: string): string {
  return `awm_facts_${schema}`;
}

/** Tables whose rows are never updated or deleted, nor the table truncated. */
export const immutableTables = ['facts', 'commands', 'awm_meta', 'awm_schema'] as const;

/** Seeds the command-id lock's hash with the schema, so that logs in one database never wait on each other's ids. */
function commandLockSeed(quotedSchema: string): string {
  let seed = 0;
  for (const char of quotedSchema) seed = (seed * 31 + char.charCodeAt(0)) % 2 ** 31;
  return String(seed);
}

/** What the guard functions run with; `verify` checks it too. */
export const guardSearchPath = 'search_path=pg_catalog, pg_temp';

/** The projection's columns as a record type, to read entity rows out of JSON (fields and depends_on as text). */
const entityRecord =
  'stream text, term text, id text, state text, version integer, parent_term text, parent_id text, fields text, ' +
  'depends_on text, created_at text, updated_at text, created_seq bigint, updated_seq bigint';

/** A fact as the write function reads it out of JSON, its data as the exact text the hash covers. */
const factRecord =
  'seq bigint, stream text, term text, entity_id text, version integer, type text, data text, command_id text, ' +
  'recorded_at text, prev_hash text, hash text';

/** The arguments of awm_chain_break: the last fact (nulls in an empty log), then the fact that would follow it. */
export const chainBreakArguments =
  'last_seq bigint, last_hash text, last_recorded_at text, seq bigint, prev_hash text, recorded_at text';

/**
 * The functions verify holds the log's guards to, by name: the chain-link rule and the bodies of the
 * trigger functions, as this awm creates them. `search_path` is fixed, so that no role's settings
 * (or temporary objects) change what a name in them means.
 */
export function guardFunctions(s: string) {
  return {
    // The chain-link rule, once: why a fact cannot follow the last one (null: it can). The chain guard
    // raises it for every inserted fact; awm_write asks it whether a batch still chains to the head.
    awm_chain_break: `
  SELECT CASE
    WHEN seq IS DISTINCT FROM coalesce(last_seq, 0) + 1 THEN
      format('facts must be appended at the next seq (%s), not at %s', coalesce(last_seq, 0) + 1, seq)
    WHEN prev_hash IS DISTINCT FROM coalesce(last_hash, '${genesisHash}') THEN
      'a fact must chain to the hash of the fact before it'
    WHEN recorded_at < coalesce(last_recorded_at, '') THEN 'recorded_at must not go backwards'
  END `,
    awm_refuse_change: `
BEGIN
  RAISE EXCEPTION '% is immutable: its rows are never %', TG_TABLE_NAME,
    CASE TG_OP WHEN 'UPDATE' THEN 'updated' WHEN 'DELETE' THEN 'deleted' ELSE 'truncated' END
    USING ERRCODE = 'integrity_constraint_violation';
END `,
    // Appenders take turns on the head row, and continue the chain from the last fact itself.
    awm_append_fact: `
DECLARE
  last record;
  broken text;
BEGIN
  -- The head locked first (appenders take turns), then the last fact and whether NEW's stream has the
  -- version before NEW's. Should the lock wait, the facts are read in the snapshot from before: the
  -- appender waited on has taken the next seq, which the primary key then refuses to NEW.
  SELECT f.seq, f.hash, f.recorded_at, NEW.version = 1 OR EXISTS (
           SELECT 1 FROM ${s}.facts p WHERE p.stream = NEW.stream AND p.version = NEW.version - 1) AS contiguous
    INTO last
    FROM (SELECT FROM ${s}.awm_head FOR UPDATE) h
    LEFT JOIN (SELECT seq, hash, recorded_at FROM ${s}.facts ORDER BY seq DESC LIMIT 1) f ON true;
  broken := ${s}.awm_chain_break(last.seq, last.hash, last.recorded_at, NEW.seq, NEW.prev_hash, NEW.recorded_at);
  IF broken IS NOT NULL THEN
    RAISE EXCEPTION '%', broken USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  -- Stale versions are left to the unique constraint; here, versions must not skip.
  IF NOT last.contiguous THEN
    RAISE EXCEPTION 'stream versions must be contiguous' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END `,
    // Once per inserting statement, after its rows exist: the head becomes the last fact, and followers
    // (they LISTEN) get one notification per appending transaction, delivered when it commits.
    awm_advance_head: `
BEGIN
  UPDATE ${s}.awm_head SET seq = f.seq, hash = f.hash, recorded_at = f.recorded_at
    FROM (SELECT seq, hash, recorded_at FROM ${s}.facts ORDER BY seq DESC LIMIT 1) f;
  PERFORM pg_notify('awm_facts_' || TG_TABLE_SCHEMA, '');
  RETURN NULL;
END `,
    // The head may only ever say what the last fact says. The guard checks the values, not who
    // asks: a trigger depth or a role can be arranged (a temporary table's trigger), the log cannot.
    awm_guard_head: `
DECLARE
  last record;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT seq, hash, recorded_at INTO last FROM ${s}.facts ORDER BY seq DESC LIMIT 1;
    IF NEW.singleton AND (NEW.seq, NEW.hash, NEW.recorded_at) IS NOT DISTINCT FROM
        (coalesce(last.seq, 0), coalesce(last.hash, '${genesisHash}'), coalesce(last.recorded_at, '')) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'the log head is the last fact: it moves only when a fact is appended'
    USING ERRCODE = 'integrity_constraint_violation';
END `,
    // A record comes right after its facts, in their transaction: they end at the log's last fact,
    // all carry its id, the fact before them does not, and its state is its target's after them.
    awm_check_command: `
DECLARE
  verdict record;
  target_state text;
BEGIN
  SELECT NEW.fact_count >= 1 AND last.seq = NEW.first_seq + NEW.fact_count - 1
         AND NEW.fact_count = (SELECT count(*) FROM ${s}.facts
                                WHERE seq BETWEEN NEW.first_seq AND last.seq AND command_id = NEW.command_id)
         AND NOT EXISTS (SELECT 1 FROM ${s}.facts WHERE seq = NEW.first_seq - 1 AND command_id = NEW.command_id)
           AS facts_match,
         (SELECT stream FROM ${s}.facts WHERE seq = NEW.first_seq) AS target
    INTO verdict
    FROM (SELECT) one LEFT JOIN (SELECT seq FROM ${s}.facts ORDER BY seq DESC LIMIT 1) last ON true;
  IF verdict.facts_match IS NOT TRUE THEN
    RAISE EXCEPTION 'a command record must name the facts just appended under its id'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  -- The target's state is its last created or transitioned fact: among the command's own facts when it
  -- has one there (a short range of the primary key, however long the stream), else before them.
  SELECT CASE type WHEN 'created' THEN data->>'state' ELSE data->>'to' END INTO target_state
    FROM ${s}.facts
   WHERE seq BETWEEN NEW.first_seq AND NEW.first_seq + NEW.fact_count - 1 AND stream = verdict.target
     AND type IN ('created', 'transitioned')
   ORDER BY seq DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT CASE type WHEN 'created' THEN data->>'state' ELSE data->>'to' END INTO target_state
      FROM ${s}.facts
     WHERE stream = verdict.target AND type IN ('created', 'transitioned')
     ORDER BY version DESC LIMIT 1;
  END IF;
  IF NEW.state IS DISTINCT FROM target_state THEN
    RAISE EXCEPTION 'a command record must hold the state its facts left its target in'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END `,
  };
}

/** Creates the guard functions: the chain-link rule as SQL, the others as trigger functions. */
const createGuardFunctions = (s: string) =>
  Object.entries(guardFunctions(s))
    .map(([name, body]) =>
      name === 'awm_chain_break'
        ? `CREATE FUNCTION ${s}.${name}(${chainBreakArguments}) RETURNS text LANGUAGE sql IMMUTABLE ` +
          `SET ${guardSearchPath} AS $$${body}$$;`
        : `CREATE FUNCTION ${s}.${name}() RETURNS trigger LANGUAGE plpgsql SET ${guardSearchPath} AS $$${body}$$;`,
    )
    .join('\n');

const immutable = (s: string, table: string) => `
CREATE TRIGGER ${table}_immutable BEFORE UPDATE OR DELETE ON ${s}.${table} FOR EACH ROW EXECUTE FUNCTION
  ${s}.awm_refuse_change();
CREATE TRIGGER ${table}_not_truncated BEFORE TRUNCATE ON ${s}.${table} FOR EACH STATEMENT EXECUTE FUNCTION
  ${s}.awm_refuse_change();`;

const tables = (s: string) => `
CREATE TABLE ${s}.awm_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- The log's head: the position and hash of the last fact. Appending transactions lock this one row
-- from their first append until they commit, so positions are given out in commit order, without
-- gaps, and a follower reading past its checkpoint never misses a fact committed late.
CREATE TABLE ${s}.awm_head (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  seq bigint NOT NULL,
  hash text NOT NULL,
  recorded_at text NOT NULL
);
INSERT INTO ${s}.awm_head (seq, hash, recorded_at) VALUES (0, '${genesisHash}', '');

-- data is json, not jsonb: json keeps the exact text the chain hash covers.
CREATE TABLE ${s}.facts (
  seq bigint PRIMARY KEY,
  stream text NOT NULL,
  term text NOT NULL,
  entity_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  type text NOT NULL,
  data json NOT NULL,
  command_id text NOT NULL,
  recorded_at text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  -- The optimistic-concurrency backstop: two writers can never both append version n of a stream.
  CONSTRAINT facts_stream_version UNIQUE (stream, version)
);

-- An accepted command: its facts are fact_count facts from first_seq, the first being its target's.
CREATE TABLE ${s}.commands (
  command_id text PRIMARY KEY,
  payload_hash bytea NOT NULL,
  first_seq bigint NOT NULL,
  fact_count integer NOT NULL,
  state text
);

-- The projection: current state, rewritten freely, always derivable from facts.
CREATE TABLE ${s}.entities (
  stream text PRIMARY KEY,
  term text NOT NULL,
  id text NOT NULL,
  state text,
  version integer NOT NULL,
  parent_term text,
  parent_id text,
  fields json NOT NULL,
  depends_on json NOT NULL,
  created_at text NOT NULL,
  updated_at text NOT NULL,
  created_seq bigint NOT NULL,
  updated_seq bigint NOT NULL
);
CREATE INDEX entities_by_parent ON ${s}.entities (parent_term, parent_id, term, created_seq);
`;

/** The guard triggers: immutable tables, the chain, the head that moves with it, command records matching facts. */
const triggers = (s: string) => `
${immutableTables.map((table) => immutable(s, table)).join('\n')}
CREATE TRIGGER facts_append_only BEFORE INSERT ON ${s}.facts FOR EACH ROW EXECUTE FUNCTION ${s}.awm_append_fact();
CREATE TRIGGER facts_advance_head AFTER INSERT ON ${s}.facts FOR EACH STATEMENT EXECUTE FUNCTION
  ${s}.awm_advance_head();
CREATE TRIGGER commands_match_facts BEFORE INSERT ON ${s}.commands FOR EACH ROW EXECUTE FUNCTION
  ${s}.awm_check_command();
CREATE TRIGGER awm_head_moves_with_facts BEFORE UPDATE OR DELETE ON ${s}.awm_head FOR EACH ROW EXECUTE FUNCTION
  ${s}.awm_guard_head();
CREATE TRIGGER awm_head_not_truncated BEFORE TRUNCATE ON ${s}.awm_head FOR EACH STATEMENT EXECUTE FUNCTION
  ${s}.awm_refuse_change();
`;

/**
 * The functions the runtime writes through. A writer reads what it does not know (awm_begin_command:
 * the guard, the command id's claim, its record, the guarded records, the target locked), decides,
 * locks the head and sends the facts chained to it. awm_write writes such a batch: facts and command
 * records in the order made, then the projection rows (the triggers check each row), refusing with
 * SQLSTATE AW001 a batch that does not chain to the head (awm_chain_break). A command decided on what
 * its writer knew: awm_check_known, sent with the head's lock, takes awm_begin_command's locks and
 * checks that every entity read is at the version read (else SQLSTATE AW002: the writer reads
 * afresh); awm_apply, with the COMMIT, checks again (a batch's later commands read after the lock)
 * and writes with awm_write.
 */
const writeFunctions = (s: string) => `
-- Senders of one id take turns (an advisory lock until commit), and the lookup runs after the lock,
-- with a fresh snapshot, so a second sender sees the first one's record and gets its result.
CREATE FUNCTION ${s}.awm_claim_command(claimed text)
  RETURNS TABLE (command_id text, payload_hash bytea, state text, seq bigint, stream text, term text, entity_id text,\
 version integer, type text)
  LANGUAGE plpgsql SET ${guardSearchPath} AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(claimed, ${commandLockSeed(s)}));
  RETURN QUERY
    SELECT c.command_id, c.payload_hash, c.state, f.seq, f.stream, f.term, f.entity_id, f.version, f.type
      FROM ${s}.commands c JOIN ${s}.facts f ON f.seq BETWEEN c.first_seq AND c.first_seq + c.fact_count - 1
     WHERE c.command_id = claimed ORDER BY f.seq;
END $$;

CREATE FUNCTION ${s}.awm_begin_command(request json) RETURNS json LANGUAGE plpgsql SET ${guardSearchPath} AS $$
DECLARE
  guarded text[] := ARRAY(SELECT json_array_elements_text(request->'guarded'));
  locking text[] := ARRAY(SELECT json_array_elements_text(request->'lock'));
  locked json;
BEGIN
  IF request->>'mode' = 'exclusive' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(request->>'guard', 0));
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtextextended(request->>'guard', 0));
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(request->>'command_id', ${commandLockSeed(s)}));
  SELECT json_agg(e) INTO locked FROM (
    SELECT ${entityColumns} FROM ${s}.entities WHERE stream = ANY(locking) ORDER BY stream FOR UPDATE) e;
  RETURN json_build_object(
    'xid', pg_current_xact_id()::text,
    'command', (SELECT json_agg(c ORDER BY c.seq) FROM (
      SELECT c.command_id, encode(c.payload_hash, 'hex') AS payload_hash, c.state, f.seq, f.stream, f.term,
             f.entity_id, f.version, f.type
        FROM ${s}.commands c JOIN ${s}.facts f ON f.seq BETWEEN c.first_seq AND c.first_seq + c.fact_count - 1
       WHERE c.command_id = request->>'command_id') c),
    'guarded', (SELECT json_agg(e) FROM (SELECT ${entityColumns} FROM ${s}.entities WHERE stream = ANY(guarded)) e),
    'locked', locked);
END $$;

CREATE FUNCTION ${s}.awm_write(batch jsonb) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
DECLARE
  head record;
  first jsonb := (SELECT op->'facts'->0 FROM jsonb_array_elements(batch->'ops') AS op WHERE op ? 'facts' LIMIT 1);
  op jsonb;
BEGIN
  SELECT seq, hash, recorded_at INTO head FROM ${s}.awm_head FOR UPDATE;
  IF first IS NOT NULL AND ${s}.awm_chain_break(head.seq, head.hash, head.recorded_at, (first->>'seq')::bigint,
                                                first->>'prev_hash', first->>'recorded_at') IS NOT NULL THEN
    RAISE EXCEPTION 'the log head is #%, not #% as this writer chained its facts to', head.seq,
      (first->>'seq')::bigint - 1
      USING ERRCODE = '${headRaceCode}';
  END IF;
  FOR op IN SELECT value FROM jsonb_array_elements(batch->'ops') LOOP
    IF op ? 'facts' THEN
      INSERT INTO ${s}.facts (seq, stream, term, entity_id, version, type, data, command_id, recorded_at, \
prev_hash, hash)
        SELECT f.seq, f.stream, f.term, f.entity_id, f.version, f.type, f.data::json, f.command_id, f.recorded_at,
               f.prev_hash, f.hash
          FROM jsonb_to_recordset(op->'facts') AS f(${factRecord}) ORDER BY f.seq;
    ELSE
      INSERT INTO ${s}.commands (command_id, payload_hash, first_seq, fact_count, state)
        SELECT r.command_id, decode(r.payload_hash, 'hex'), r.first_seq, r.fact_count, r.state
          FROM jsonb_to_record(op->'record') AS r(command_id text, payload_hash text, first_seq bigint,
                                                  fact_count integer, state text);
    END IF;
  END LOOP;
  INSERT INTO ${s}.entities (${entityColumns})
    SELECT e.stream, e.term, e.id, e.state, e.version, e.parent_term, e.parent_id, e.fields::json, e.depends_on::json,
           e.created_at, e.updated_at, e.created_seq, e.updated_seq
      FROM jsonb_to_recordset(batch->'entities') AS e(${entityRecord})
  ON CONFLICT (stream) DO UPDATE SET state = excluded.state, version = excluded.version, fields = excluded.fields,
    depends_on = excluded.depends_on, updated_at = excluded.updated_at, updated_seq = excluded.updated_seq;
END $$;

-- Takes the locks a decision on what its writer knew relies on, in the order awm_begin_command takes
-- them (the guard, the command ids, the entities by stream; the head comes after), and checks that
-- every entity read is at the version read (an absent one's is null). Those the decision relies on
-- are locked and read as locked; guarded records cannot move while the guard is held.
CREATE FUNCTION ${s}.awm_check_known(request json) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
DECLARE
  batch jsonb := request::jsonb;
  moved text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended(batch->>'guard', 0));
  PERFORM pg_advisory_xact_lock(hashtextextended(id, ${commandLockSeed(s)}))
     FROM jsonb_array_elements_text(batch->'command_ids') AS id;
  SELECT r.stream INTO moved
    FROM (SELECT * FROM jsonb_to_recordset(batch->'read') AS r(stream text, version integer, locked boolean)
           ORDER BY r.stream) r
    LEFT JOIN LATERAL (SELECT e.version FROM ${s}.entities e WHERE r.locked AND e.stream = r.stream FOR UPDATE) l
      ON true
   WHERE CASE WHEN r.locked THEN l.version
              ELSE (SELECT e.version FROM ${s}.entities e WHERE e.stream = r.stream) END IS DISTINCT FROM r.version
   LIMIT 1;
  IF moved IS NOT NULL THEN
    RAISE EXCEPTION '% changed since this writer read it', moved USING ERRCODE = '${staleKnowledgeCode}';
  END IF;
END $$;

CREATE FUNCTION ${s}.awm_apply(request json) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
BEGIN
  PERFORM ${s}.awm_check_known(request);
  PERFORM ${s}.awm_write(request::jsonb);
END $$;
`;

/**
 * Schema version 1: the tables, their guards and the functions the runtime writes through. Nothing
 * has been released before it; a later change of schema is a migration appended here.
 */
const v1 = (s: string) => `${tables(s)}
${createGuardFunctions(s)}
${triggers(s)}
${writeFunctions(s)}`;

/** The schema's history. A database records each migration it has run in awm_schema; init runs the rest. */
export const postgresMigrations: readonly Migration[] = [
  { version: 1, description: 'fact log, commands, metadata, head and projection, their guards and writers', sql: v1 },
];

/** The schema version this awm writes. */
export const postgresSchemaVersion = postgresMigrations[postgresMigrations.length - 1]!.version;

/** The bits of pg_trigger.tgtype: when a trigger fires and on what. */
const fires = { row: 1, before: 2, insert: 4, delete: 8, update: 16, truncate: 32 } as const;

/** A trigger the log relies on: where it is, the function it runs, and when (pg_trigger.tgtype). */
export interface GuardTrigger {
  table: string;
  name: string;
  function: string;
  type: number;
}

/** The triggers whose absence, disabling or alteration would let the log be changed; verify checks them. */
export const guardTriggers: readonly GuardTrigger[] = [
  ...immutableTables.flatMap((table) => [
    {
      table,
      name: `${table}_immutable`,
      function: 'awm_refuse_change',
      type: fires.row | fires.before | fires.update | fires.delete,
    },
    { table, name: `${table}_not_truncated`, function: 'awm_refuse_change', type: fires.before | fires.truncate },
  ]),
  {
    table: 'facts',
    name: 'facts_append_only',
    function: 'awm_append_fact',
    type: fires.row | fires.before | fires.insert,
  },
  { table: 'facts', name: 'facts_advance_head', function: 'awm_advance_head', type: fires.insert },
  {
    table: 'commands',
    name: 'commands_match_facts',
    function: 'awm_check_command',
    type: fires.row | fires.before | fires.insert,
  },
  {
    table: 'awm_head',
    name: 'awm_head_moves_with_facts',
    function: 'awm_guard_head',
    type: fires.row | fires.before | fires.update | fires.delete,
  },
  {
    table: 'awm_head',
    name: 'awm_head_not_truncated',
    function: 'awm_refuse_change',
    type: fires.before | fires.truncate,
  },
];

/**
 * Privileges of the runtime's own role: it appends facts and commands and rewrites the projection,
 * and can never update, delete or truncate the log. UPDATE on awm_head is what SELECT ... FOR UPDATE
 * needs to lock it; the head's trigger refuses any update but the one an appended fact makes.
 */
export function runtimeRoleGrants(s: string, role: string): string {
  return `
REVOKE ALL ON ALL TABLES IN SCHEMA ${s} FROM ${role};
GRANT USAGE ON SCHEMA ${s} TO ${role};
GRANT SELECT, INSERT ON ${s}.facts, ${s}.commands TO ${role};
GRANT SELECT ON ${s}.awm_meta, ${s}.awm_schema TO ${role};
GRANT SELECT, UPDATE ON ${s}.awm_head TO ${role};
GRANT SELECT, INSERT, UPDATE, DELETE ON ${s}.entities TO ${role};
`;
}

/** Anything that runs SQL: here, a client inside the migrating transaction. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A database whose schema is newer than this awm writes. */
export class NewerSchemaError extends Error {
  constructor(
    readonly found: number,
    readonly supported: number,
  ) {
    super(`its schema is version ${found}, written by a newer awm; this one reads up to ${supported}`);
    this.name = 'NewerSchemaError';
  }
}

/**
 * Runs, inside the caller's transaction, every migration newer than the schema's recorded version,
 * recording each; an advisory lock makes concurrent inits of one schema take turns. Idempotent.
 */
export async function migrate(
  db: Queryable,
  schema: string,
  migrations: readonly Migration[] = postgresMigrations,
): Promise<{ from: number; to: number }> {
  const s = quoteIdentifier(schema);
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`awm:${schema}`]);
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${s}.awm_schema (version integer PRIMARY KEY, description text NOT NULL, applied_at ` +
      `timestamptz NOT NULL DEFAULT now())`,
  );
  const from = Number(
    (await db.query(`SELECT coalesce(max(version), 0) AS version FROM ${s}.awm_schema`)).rows[0]!.version,
  );
  const latest = migrations[migrations.length - 1]!.version;
  if (from > latest) throw new NewerSchemaError(from, latest);
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    await db.query(migration.sql(s));
    await db.query(`INSERT INTO ${s}.awm_schema (version, description) VALUES ($1, $2)`, [
      migration.version,
      migration.description,
    ]);
  }
  return { from, to: Math.max(from, latest) };
}
