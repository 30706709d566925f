// PostgreSQL connection URLs: recognising them, the schema the fact log lives in, and a form safe to print.
import { parse, toClientConfig } from 'pg-connection-string';
import { StoreOpenError } from '../../core/store-port.js';

/** The schema used when the URL names none. */
export const defaultSchema = 'awm';

/** Lower-case simple names only: they need no quoting anywhere, and `awm_facts_<schema>` stays a valid channel name. */
const schemaPattern = /^[a-z_][a-z0-9_]{0,49}$/;

/** What is printed for a connection string that does not parse: never the string, which may hold a password. */
export const unparsedUrl = 'the connection string (not shown: it could not be parsed)';

export interface PostgresLocation {
  /**
   * What pg connects with: the URL as pg itself reads it (pg's ClientConfig), without awm's own
   * `schema` parameter. Typed without pg's types, so that the package root's declarations need no driver.
   */
  config: { readonly options?: string };
  /** The schema holding the fact log's tables. */
  schema: string;
  /** The URL rebuilt from its parts without the password or any parameter, for messages. */
  display: string;
}

/** True for `postgres://` and `postgresql://` URLs: `--db` takes one of these or a SQLite file. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(value);
}

/**
 * True for a libpq keyword string (`host=db password=...`): awm takes URLs only, and such a string
 * must not be taken for a file name and echoed.
 */
export function isKeywordConnectionString(value: string): boolean {
  return /^\s*(?:host|hostaddr|port|dbname|user|password|passfile|service|sslmode)\s*=/i.test(value);
}

type Parsed = ReturnType<typeof parse>;

/** The URL as pg reads it (the parser pg uses), or undefined when it does not parse. */
function parseUrl(url: string): Parsed | undefined {
  try {
    // Reading the certificate files `sslcert` and friends name is pg's work at connect time, not ours.
    const parsed = parse(url.replace(/([?&])(sslcert|sslkey|sslrootcert)=/gi, '$1awm_ignored_$2='));
    // `user:2024/secret@host` reads as host `user`, port 2024 and database `secret@host`: a password with an
    // unencoded slash, which must not be printed as a database name.
    return parsed.database?.includes('@') ? undefined : parsed;
  } catch {
    return undefined;
  }
}

/** Splits awm's `?schema=` parameter off a connection URL and checks it. */
export function parsePostgresUrl(url: string): PostgresLocation {
  const parsed = parseUrl(url);
  if (!parsed)
    throw new StoreOpenError(
      `${unparsedUrl}: write it as postgres://user:password@host:port/database, with / # ? @ in the password ` +
        'percent-encoded (%2F %23 %3F %40)',
    );
  const display = displayOf(parsed);
  const schema = typeof parsed.schema === 'string' ? parsed.schema : defaultSchema;
  if (!schemaPattern.test(schema)) {
    throw new StoreOpenError(
      `schema "${schema}" in ${display}: use a lower-case name of letters, digits and underscores, at most 50 ` +
        `characters`,
    );
  }
  let config: PostgresLocation['config'];
  try {
    const { schema: _schema, ...rest } = parse(url);
    config = toClientConfig(rest);
  } catch (error) {
    const { code, path } = error as NodeJS.ErrnoException;
    throw new StoreOpenError(
      code === undefined ? `${display}: ${unparsedUrl}` : `${display}: cannot read ${path ?? 'a file it names'}`,
    );
  }
  return { config, schema, display };
}

/** The URL with its password and parameters hidden; a string that does not parse is not shown at all. */
export function redact(url: string): string {
  const parsed = parseUrl(url);
  return parsed ? displayOf(parsed) : unparsedUrl;
}

/** `postgres://user:***@host:port/database`, from the parts pg would connect with. */
function displayOf(parsed: Parsed): string {
  const user = parsed.user ? encodeURIComponent(parsed.user) : '';
  const login = user === '' && !parsed.password ? '' : `${user}${parsed.password ? ':***' : ''}@`;
  // A socket folder (host=/run/postgresql) is written percent-encoded, as pg reads it back.
  const host = parsed.host ? (parsed.host.includes('/') ? encodeURIComponent(parsed.host) : parsed.host) : '';
  const shownHost = host.includes(':') && !host.startsWith('%') ? `[${host}]` : host;
  const port = parsed.port ? `:${parsed.port}` : '';
  const database = parsed.database ? encodeURIComponent(parsed.database) : '';
  return `postgres://${login}${shownHost}${port}/${database}`;
}
