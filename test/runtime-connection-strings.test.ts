// No password in a --db connection string reaches the output, in any form pg reads, whether awm connects or refuses.
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { withClient, withPostgres } from './helpers/postgres.js';
import { tempDir } from './helpers/temp-model.js';

/** A password no message has any other reason to contain. */
const secret = 'Zq7Secr3tPw';

interface Form {
  what: string;
  url: (host: string, port: string) => string;
  /** Every spelling of the password that must stay unseen. */
  hidden: string[];
  /** What awm says instead: the URL it shows, or the refusal. */
  shown: RegExp;
  connects: boolean;
}

/** The test server trusts every login, so a form that parses connects whatever its password says. */
const forms: Form[] = [
  {
    what: 'user:password@host',
    url: (host, port) => `postgres://postgres:${secret}@${host}:${port}/postgres`,
    hidden: [secret],
    shown: /postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres/,
    connects: true,
  },
  {
    what: 'the postgresql:// scheme',
    url: (host, port) => `postgresql://postgres:${secret}@${host}:${port}/postgres`,
    hidden: [secret],
    shown: /postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres/,
    connects: true,
  },
  {
    what: '?password=',
    url: (host, port) => `postgres://postgres@${host}:${port}/postgres?password=${secret}`,
    hidden: [secret],
    shown: /postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres/,
    connects: true,
  },
  {
    what: 'an unescaped @ in the password',
    url: (host, port) => `postgres://postgres:${secret}@x@${host}:${port}/postgres`,
    hidden: [secret, 'x@127'],
    shown: /postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres/,
    connects: true,
  },
  {
    what: 'percent-encoding in the password',
    url: (host, port) => `postgres://postgres:${secret}%2F%40%23@${host}:${port}/postgres`,
    hidden: [secret, '%2F%40%23'],
    shown: /postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres/,
    connects: true,
  },
  {
    what: 'a space in the password',
    url: (host, port) => `postgres://postgres:${secret} x@${host}:${port}/postgres`,
    hidden: [secret],
    shown: /postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres/,
    connects: true,
  },
  {
    what: 'a / in the password',
    url: (host, port) => `postgres://postgres:${secret}/x@${host}:${port}/postgres`,
    hidden: [secret],
    shown: /the connection string \(not shown: it could not be parsed\)/,
    connects: false,
  },
  {
    what: 'a / after digits, which reads as a port',
    url: (host, port) => `postgres://postgres:2024/${secret}@${host}:${port}/postgres`,
    hidden: [secret, '2024'],
    shown: /the connection string \(not shown: it could not be parsed\)/,
    connects: false,
  },
  {
    what: 'a # in the password',
    url: (host, port) => `postgres://postgres:${secret}#x@${host}:${port}/postgres`,
    hidden: [secret],
    shown: /the connection string \(not shown: it could not be parsed\)/,
    connects: false,
  },
  {
    what: 'a socket folder in ?host= and a password',
    url: (_host, port) => `postgres://postgres:${secret}@/postgres?host=/nonexistent-awm-socket&port=${port}`,
    hidden: [secret],
    shown: /postgres:\/\/postgres:\*\*\*@%2Fnonexistent-awm-socket:\d+\/postgres/,
    connects: false,
  },
  {
    what: 'an invalid schema beside ?password=',
    url: (host, port) => `postgres://postgres@${host}:${port}/postgres?schema=Bad-Name&password=${secret}`,
    hidden: [secret],
    shown: /schema "Bad-Name" in postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres: use a lower-case name/,
    connects: false,
  },
  {
    what: 'a libpq key=value string',
    url: (host, port) => `host=${host} port=${port} user=postgres password=${secret} dbname=postgres`,
    hidden: [secret],
    shown: /not a key=value connection string \(not shown: it may hold a password\)/,
    connects: false,
  },
];

/** `url` with awm's schema parameter added, the way a user writes it. */
function inSchema(url: string, schema: string): string {
  if (!url.startsWith('postgres') || url.includes('schema=')) return url;
  const [base, fragment] = url.split('#');
  const joined = `${base}${base!.includes('?') ? '&' : '?'}schema=${schema}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

await withPostgres('connection strings', (server) => {
  const { hostname, port } = new URL(server.url);

  test('every form of a password in --db stays out of stdout and stderr, connected or refused', async () => {
    const dir = tempDir('awm-url-');
    try {
      for (const [index, form] of forms.entries()) {
        const url = inSchema(form.url(hostname, port), `redact_${process.pid}_${index}`);
        const runs = [
          runAwm(['runtime', 'init', '--db', url, '--no-enforce-authority'], dir),
          runAwm(['runtime', 'verify', '--db', url], dir),
          runAwm(['runtime', 'show', 'nobody', '--db', url], dir),
        ];
        for (const [step, result] of runs.entries()) {
          const said = `${form.what}, command ${step + 1}: ${result.stdout}${result.stderr}`;
          for (const hidden of form.hidden) assert.not.ok(`${result.stdout}${result.stderr}`.includes(hidden), said);
          assert.not.ok(hasStackTrace(result.stderr), said);
          assert.not.match(result.stderr, 'internal error', said);
        }
        const [init, verify] = runs;
        assert.match(`${init!.stdout}${init!.stderr}`, form.shown, `${form.what}: ${init!.stdout}${init!.stderr}`);
        if (form.connects) {
          assert.is(init!.status, 0, `${form.what}: ${init!.stderr}`);
          assert.is(verify!.status, 0, `${form.what}: ${verify!.stderr}`);
        } else {
          assert.is(init!.status, 2, `${form.what}: ${init!.stderr}`);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await withClient(server.url, async (client) => {
        for (const index of forms.keys())
          await client.query(`DROP SCHEMA IF EXISTS redact_${process.pid}_${index} CASCADE`);
      });
    }
  });
});

test.run();
