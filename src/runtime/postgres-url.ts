// PostgreSQL connection URLs: recognising them, the schema the fact log lives in, and a form safe to print.
import { StoreOpenError } from './store.js';

/** The schema used when the URL names none. */
export const defaultSchema = 'awm';

/** Lower-case simple names only: they need no quoting anywhere, and `awm_facts_<schema>` stays a valid channel name. */
const schemaPattern = /^[a-z_][a-z0-9_]{0,49}$/;

export interface PostgresLocation {
  /** The URL to connect with, without awm's own `schema` parameter. */
  connectionString: string;
  /** The schema holding the fact log's tables. */
  schema: string;
  /** The URL with any password replaced by `***`, for messages. */
  display: string;
}

/** True for `postgres://` and `postgresql://` URLs: `--db` takes one of these or a SQLite file. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(value);
}

/** Splits awm's `?schema=` parameter off a connection URL and checks it. */
export function parsePostgresUrl(url: string): PostgresLocation {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StoreOpenError(`${redact(url)} is not a valid connection URL`);
  }
  const schema = parsed.searchParams.get('schema') ?? defaultSchema;
  if (!schemaPattern.test(schema)) {
    throw new StoreOpenError(
      `schema "${schema}" in ${redact(url)}: use a lower-case name of letters, digits and underscores, at most 50 ` +
        `characters`,
    );
  }
  parsed.searchParams.delete('schema');
  return { connectionString: parsed.toString(), schema, display: redact(url) };
}

/** The URL with its password hidden. */
export function redact(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}
