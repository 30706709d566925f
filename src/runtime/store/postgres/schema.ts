// The PostgreSQL schema of the fact log, as numbered migrations: facts, commands and metadata are immutable, enforced
// by triggers.
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

const immutable = (s: string, table: string) => `
CREATE TRIGGER ${table}_immutable BEFORE UPDATE OR DELETE ON ${s}.${table} FOR EACH ROW EXECUTE FUNCTION
  ${s}.awm_refuse_change();
CREATE TRIGGER ${table}_not_truncated BEFORE TRUNCATE ON ${s}.${table} FOR EACH STATEMENT EXECUTE FUNCTION
  ${s}.awm_refuse_change();`;

/** Seeds the command-id lock's hash with the schema, so that logs in one database never wait on each other's ids. */
function commandLockSeed(quotedSchema: string): string {
  let seed = 0;
  for (const char of quotedSchema) seed = (seed * 31 + char.charCodeAt(0)) % 2 ** 31;
  return String(seed);
}

const v1 = (s: string) => `
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

CREATE FUNCTION ${s}.awm_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is immutable: its rows are never %', TG_TABLE_NAME,
    CASE TG_OP WHEN 'UPDATE' THEN 'updated' WHEN 'DELETE' THEN 'deleted' ELSE 'truncated' END
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
${immutableTables.map((table) => immutable(s, table)).join('\n')}

-- Every insert, by awm or by hand, must extend the chain at the head, which moves with it.
CREATE FUNCTION ${s}.awm_append_fact() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head record;
BEGIN
  SELECT seq, hash, recorded_at INTO head FROM ${s}.awm_head FOR UPDATE;
  IF NEW.seq IS DISTINCT FROM head.seq + 1 THEN
    RAISE EXCEPTION 'facts must be appended at the next seq (%), not at %', head.seq + 1, NEW.seq \
USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.prev_hash IS DISTINCT FROM head.hash THEN
    RAISE EXCEPTION 'a fact must chain to the hash of the fact before it' \
USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.recorded_at < head.recorded_at THEN
    RAISE EXCEPTION 'recorded_at must not go backwards' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  -- Stale versions are left to the unique constraint; here, versions must not skip.
  IF NEW.version > 1 AND NOT EXISTS (SELECT 1 FROM ${s}.facts WHERE stream = NEW.stream AND version = NEW.version - 1)\
 THEN
    RAISE EXCEPTION 'stream versions must be contiguous' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  UPDATE ${s}.awm_head SET seq = NEW.seq, hash = NEW.hash, recorded_at = NEW.recorded_at;
  RETURN NEW;
END $$;
CREATE TRIGGER facts_append_only BEFORE INSERT ON ${s}.facts FOR EACH ROW EXECUTE FUNCTION ${s}.awm_append_fact();

-- The head moves only with an appended fact (from the trigger above, one level down).
CREATE FUNCTION ${s}.awm_guard_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the log head moves only when a fact is appended' USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER awm_head_moves_with_facts BEFORE UPDATE OR DELETE ON ${s}.awm_head FOR EACH ROW EXECUTE FUNCTION
  ${s}.awm_guard_head();
CREATE TRIGGER awm_head_not_truncated BEFORE TRUNCATE ON ${s}.awm_head FOR EACH STATEMENT EXECUTE FUNCTION
  ${s}.awm_refuse_change();

-- A write transaction looks its command id up through this: senders of one id take turns (an
-- advisory lock until commit), and the lookup runs after the lock, with a fresh snapshot, so a
-- second sender sees the first one's record and gets its result instead of deciding again.
CREATE FUNCTION ${s}.awm_claim_command(claimed text)
  RETURNS TABLE (command_id text, payload_hash bytea, state text, seq bigint, stream text, term text, entity_id text,\
 version integer, type text)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(claimed, ${commandLockSeed(s)}));
  RETURN QUERY
    SELECT c.command_id, c.payload_hash, c.state, f.seq, f.stream, f.term, f.entity_id, f.version, f.type
      FROM ${s}.commands c JOIN ${s}.facts f ON f.seq BETWEEN c.first_seq AND c.first_seq + c.fact_count - 1
     WHERE c.command_id = claimed ORDER BY f.seq;
END $$;

-- Followers LISTEN; one notification per appending transaction, delivered when it commits.
CREATE FUNCTION ${s}.awm_notify_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('awm_facts_' || TG_TABLE_SCHEMA, '');
  RETURN NULL;
END $$;
CREATE TRIGGER facts_notify AFTER INSERT ON ${s}.facts FOR EACH STATEMENT EXECUTE FUNCTION ${s}.awm_notify_append();
`;

/** Moves the head to the last fact (the head's guard lets nothing else through). */
const headToLastFact = (
  s: string,
) => `  UPDATE ${s}.awm_head SET seq = f.seq, hash = f.hash, recorded_at = f.recorded_at
    FROM (SELECT seq, hash, recorded_at FROM ${s}.facts ORDER BY seq DESC LIMIT 1) f;`;

/** The chain guard's checks of NEW against `last`, the last fact (null in an empty log). */
const chainChecks = `  IF NEW.seq IS DISTINCT FROM coalesce(last.seq, 0) + 1 THEN
    RAISE EXCEPTION 'facts must be appended at the next seq (%), not at %', coalesce(last.seq, 0) + 1, NEW.seq
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.prev_hash IS DISTINCT FROM coalesce(last.hash, '${genesisHash}') THEN
    RAISE EXCEPTION 'a fact must chain to the hash of the fact before it' \
USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.recorded_at < coalesce(last.recorded_at, '') THEN
    RAISE EXCEPTION 'recorded_at must not go backwards' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  -- Stale versions are left to the unique constraint; here, versions must not skip.`;

/**
 * The functions behind the guard triggers, as version 5 creates them: `verify` compares
 * each one's source with this. `search_path` is fixed, so that no role's settings (or temporary
 * objects) change what a name in them means.
 */
export function guardFunctions(s: string) {
  return {
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
BEGIN
  -- The head locked first (appenders take turns), then the last fact and whether NEW's stream has the
  -- version before NEW's. Should the lock wait, the facts are read in the snapshot from before: the
  -- appender waited on has taken the next seq, which the primary key then refuses to NEW.
  SELECT f.seq, f.hash, f.recorded_at, NEW.version = 1 OR EXISTS (
           SELECT 1 FROM ${s}.facts p WHERE p.stream = NEW.stream AND p.version = NEW.version - 1) AS contiguous
    INTO last
    FROM (SELECT FROM ${s}.awm_head FOR UPDATE) h
    LEFT JOIN (SELECT seq, hash, recorded_at FROM ${s}.facts ORDER BY seq DESC LIMIT 1) f ON true;
${chainChecks}
  IF NOT last.contiguous THEN
    RAISE EXCEPTION 'stream versions must be contiguous' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END `,
    // Once per inserting statement, after its rows exist: the head becomes the last fact, and followers
    // (they LISTEN) get one notification per appending transaction, delivered when it commits.
    awm_advance_head: `
BEGIN
${headToLastFact(s)}
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

/**
 * The guard functions as version 2 created them, kept as that migration ran: a log migrated from an
 * older version meets these until version 5 replaces the chain, head and record checks (and drops
 * awm_notify_append, whose notification the head's trigger now sends).
 */
function guardFunctionsV2(s: string): Record<string, string> {
  const { awm_refuse_change, awm_guard_head } = guardFunctions(s);
  return {
    awm_refuse_change,
    awm_append_fact: `
DECLARE
  last record;
BEGIN
  PERFORM 1 FROM ${s}.awm_head FOR UPDATE;
  SELECT seq, hash, recorded_at INTO last FROM ${s}.facts ORDER BY seq DESC LIMIT 1;
${chainChecks}
  IF NEW.version > 1 AND NOT EXISTS (SELECT 1 FROM ${s}.facts WHERE stream = NEW.stream AND version = NEW.version - 1)\
 THEN
    RAISE EXCEPTION 'stream versions must be contiguous' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END `,
    // Once per inserting statement, after its rows exist: the head becomes the last fact.
    awm_advance_head: `
BEGIN
${headToLastFact(s)}
  RETURN NULL;
END `,
    // The head may only ever say what the last fact says. The guard checks the values, not who
    // asks: a trigger depth or a role can be arranged (a temporary table's trigger), the log cannot.
    awm_guard_head,
    awm_check_command: `
DECLARE
  last_seq bigint;
  target_state text;
BEGIN
  SELECT seq INTO last_seq FROM ${s}.facts ORDER BY seq DESC LIMIT 1;
  IF NEW.fact_count < 1 OR NEW.first_seq + NEW.fact_count - 1 IS DISTINCT FROM last_seq
     OR NEW.fact_count <> (SELECT count(*) FROM ${s}.facts
                            WHERE seq BETWEEN NEW.first_seq AND last_seq AND command_id = NEW.command_id)
     OR EXISTS (SELECT 1 FROM ${s}.facts WHERE seq = NEW.first_seq - 1 AND command_id = NEW.command_id) THEN
    RAISE EXCEPTION 'a command record must name the facts just appended under its id'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  SELECT CASE type WHEN 'created' THEN data->>'state' ELSE data->>'to' END INTO target_state
    FROM ${s}.facts
   WHERE stream = (SELECT stream FROM ${s}.facts WHERE seq = NEW.first_seq)
     AND type IN ('created', 'transitioned') AND seq <= last_seq
   ORDER BY version DESC LIMIT 1;
  IF NEW.state IS DISTINCT FROM target_state THEN
    RAISE EXCEPTION 'a command record must hold the state its facts left its target in'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END `,
    awm_notify_append: `
BEGIN
  PERFORM pg_notify('awm_facts_' || TG_TABLE_SCHEMA, '');
  RETURN NULL;
END `,
  };
}

/** What the guard functions run with; `verify` checks it too. */
export const guardSearchPath = 'search_path=pg_catalog, pg_temp';

/** (Re)creates guard functions from their bodies. */
const createGuardFunctions = (s: string, bodies: Record<string, string>) =>
  Object.entries(bodies)
    .map(
      ([name, body]) =>
        `CREATE OR REPLACE FUNCTION ${s}.${name}() RETURNS trigger LANGUAGE plpgsql SET ${guardSearchPath} AS ` +
        `$$${body}$$;`,
    )
    .join('\n');

const v2 = (s: string) => `
${createGuardFunctions(s, guardFunctionsV2(s))}
CREATE TRIGGER facts_advance_head AFTER INSERT ON ${s}.facts FOR EACH STATEMENT EXECUTE FUNCTION
  ${s}.awm_advance_head();
CREATE TRIGGER commands_match_facts BEFORE INSERT ON ${s}.commands FOR EACH ROW EXECUTE FUNCTION
  ${s}.awm_check_command();
`;

/** The projection's columns as a record type, to read entity rows out of JSON (fields and depends_on as text). */
const entityRecord =
  'stream text, term text, id text, state text, version integer, parent_term text, parent_id text, fields text, ' +
  'depends_on text, created_at text, updated_at text, created_seq bigint, updated_seq bigint';

/** A fact as the append function reads it out of JSON, its data as the exact text the hash covers. */
const factRecord =
  'seq bigint, stream text, term text, entity_id text, version integer, type text, data text, command_id text, ' +
  'recorded_at text, prev_hash text, hash text';

/**
 * One round trip at each end of a command. awm_begin_command takes the guard over the log's own
 * records, claims the command id (the lock awm_claim_command takes), and reads the command's record,
 * the guarded records, the target (locked), the head (not locked) and the transaction id. awm_append
 * writes what the command decided, in the order it was decided: facts, command records, then the
 * projection; the triggers check each row as before. It refuses (SQLSTATE AW001) when the head is no
 * longer the one the facts were chained to, since another writer appended meanwhile.
 */
const v3 = (s: string) => `
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
    'head', (SELECT json_build_object('seq', seq, 'hash', hash, 'recorded_at', recorded_at) FROM ${s}.awm_head),
    'command', (SELECT json_agg(c ORDER BY c.seq) FROM (
      SELECT c.command_id, encode(c.payload_hash, 'hex') AS payload_hash, c.state, f.seq, f.stream, f.term,
             f.entity_id, f.version, f.type
        FROM ${s}.commands c JOIN ${s}.facts f ON f.seq BETWEEN c.first_seq AND c.first_seq + c.fact_count - 1
       WHERE c.command_id = request->>'command_id') c),
    'guarded', (SELECT json_agg(e) FROM (SELECT ${entityColumns} FROM ${s}.entities WHERE stream = ANY(guarded)) e),
    'locked', locked);
END $$;

CREATE FUNCTION ${s}.awm_append(batch json) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
DECLARE
  head record;
  op json;
BEGIN
  SELECT seq, hash INTO head FROM ${s}.awm_head FOR UPDATE;
  IF head.seq IS DISTINCT FROM (batch->>'after_seq')::bigint OR head.hash IS DISTINCT FROM batch->>'after_hash' THEN
    RAISE EXCEPTION 'the log head is #%, not #% as this transaction read it', head.seq, batch->>'after_seq'
      USING ERRCODE = '${headRaceCode}';
  END IF;
  FOR op IN SELECT value FROM json_array_elements(batch->'ops') LOOP
    IF op->'facts' IS NOT NULL THEN
      INSERT INTO ${s}.facts (seq, stream, term, entity_id, version, type, data, command_id, recorded_at, \
prev_hash, hash)
        SELECT f.seq, f.stream, f.term, f.entity_id, f.version, f.type, f.data::json, f.command_id, f.recorded_at,
               f.prev_hash, f.hash
          FROM json_to_recordset(op->'facts') AS f(${factRecord}) ORDER BY f.seq;
    ELSE
      INSERT INTO ${s}.commands (command_id, payload_hash, first_seq, fact_count, state)
        SELECT r.command_id, decode(r.payload_hash, 'hex'), r.first_seq, r.fact_count, r.state
          FROM json_to_record(op->'record') AS r(command_id text, payload_hash text, first_seq bigint,
                                                 fact_count integer, state text);
    END IF;
  END LOOP;
  INSERT INTO ${s}.entities (${entityColumns})
    SELECT e.stream, e.term, e.id, e.state, e.version, e.parent_term, e.parent_id, e.fields::json, e.depends_on::json,
           e.created_at, e.updated_at, e.created_seq, e.updated_seq
      FROM json_to_recordset(batch->'entities') AS e(${entityRecord})
  ON CONFLICT (stream) DO UPDATE SET state = excluded.state, version = excluded.version, fields = excluded.fields,
    depends_on = excluded.depends_on, updated_at = excluded.updated_at, updated_seq = excluded.updated_seq;
END $$;
`;

/**
 * Writes a batch (the jsonb variable `batch`; `head` and `op` declared) as decided, after locking the
 * head and checking that it is the one its facts chain to (else SQLSTATE AW001): facts and command
 * records in the order made, then the projection rows; the triggers check each row.
 */
const writeBatch = (s: string) => `  SELECT seq, hash INTO head FROM ${s}.awm_head FOR UPDATE;
  IF head.seq IS DISTINCT FROM (batch->>'after_seq')::bigint OR head.hash IS DISTINCT FROM batch->>'after_hash' THEN
    RAISE EXCEPTION 'the log head is #%, not #% as this transaction read it', head.seq, batch->>'after_seq'
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
    depends_on = excluded.depends_on, updated_at = excluded.updated_at, updated_seq = excluded.updated_seq;`;

/**
 * One round trip for a whole command, decided against what the writing process already knew of the
 * log (the entities it read or wrote, the head it last committed). awm_apply takes the locks
 * awm_begin_command takes, locks every entity the decision read and checks its version (the guarded
 * records are checked under the guard), then writes as awm_append does, which checks that the head is
 * the one the facts chain to. A moved entity raises SQLSTATE AW002, a moved head AW001, a command id
 * recorded already the commands table's unique violation; the writer then decides again the long way.
 * awm_write, which awm_append now calls too, reads its batch as jsonb: parsed once, not at each ->.
 */
const v4 = (s: string) => `
CREATE FUNCTION ${s}.awm_write(batch jsonb) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
DECLARE
  head record;
  op jsonb;
BEGIN
${writeBatch(s)}
END $$;

CREATE OR REPLACE FUNCTION ${s}.awm_append(batch json) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
BEGIN
  PERFORM ${s}.awm_write(batch::jsonb);
END $$;

CREATE FUNCTION ${s}.awm_apply(request json) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
DECLARE
  batch jsonb := request::jsonb;
  id text;
  known record;
  found integer;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended(batch->>'guard', 0));
  FOR id IN SELECT jsonb_array_elements_text(batch->'command_ids') LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended(id, ${commandLockSeed(s)}));
  END LOOP;
  -- In stream order, as awm_begin_command locks them; an absent entity's version is null.
  FOR known IN SELECT * FROM jsonb_to_recordset(batch->'read') AS r(stream text, version integer, locked boolean)
                ORDER BY r.stream LOOP
    IF known.locked THEN
      SELECT e.version INTO found FROM ${s}.entities e WHERE e.stream = known.stream FOR UPDATE;
    ELSE
      SELECT e.version INTO found FROM ${s}.entities e WHERE e.stream = known.stream;
    END IF;
    IF found IS DISTINCT FROM known.version THEN
      RAISE EXCEPTION '% changed since this writer read it', known.stream USING ERRCODE = '${staleKnowledgeCode}';
    END IF;
  END LOOP;
  PERFORM ${s}.awm_write(batch);
END $$;
`;

/**
 * The same checks as version 4, in fewer statements and without reads that grow with the log: the
 * record guard finds its target's state among the command's own facts (before, it read the stream's
 * versions, or, as plans went, every position up to the last), the chain guard reads the head and the
 * last fact in one statement, and the head's trigger notifies followers, so facts_notify is gone.
 * awm_apply locks and checks the entities read in one statement and writes itself (no awm_write call).
 */
const v5 = (s: string) => `
${createGuardFunctions(s, guardFunctions(s))}
DROP TRIGGER IF EXISTS facts_notify ON ${s}.facts;
DROP FUNCTION IF EXISTS ${s}.awm_notify_append();

CREATE OR REPLACE FUNCTION ${s}.awm_apply(request json) RETURNS void LANGUAGE plpgsql SET ${guardSearchPath} AS $$
DECLARE
  batch jsonb := request::jsonb;
  moved text;
  head record;
  op jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended(batch->>'guard', 0));
  PERFORM pg_advisory_xact_lock(hashtextextended(id, ${commandLockSeed(s)}))
     FROM jsonb_array_elements_text(batch->'command_ids') AS id;
  -- Every entity the decision read must be at the version it read (an absent one's is null). Those it
  -- relies on are locked, in stream order as awm_begin_command locks them, and read as locked; guarded
  -- records cannot move while the guard is held.
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
${writeBatch(s)}
END $$;
`;

/** The schema's history. A database records each migration it has run in awm_schema; init runs the rest. */
export const postgresMigrations: readonly Migration[] = [
  { version: 1, description: 'fact log, commands, metadata, head and projection', sql: v1 },
  {
    version: 2,
    description: 'the head guard checks values, command records must match their facts, fixed search_path',
    sql: v2,
  },
  { version: 3, description: 'one round trip at each end of a command: awm_begin_command and awm_append', sql: v3 },
  { version: 4, description: 'one round trip for a command decided on what its writer knew: awm_apply', sql: v4 },
  { version: 5, description: 'a command in fewer statements: leaner awm_apply and guard triggers', sql: v5 },
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
