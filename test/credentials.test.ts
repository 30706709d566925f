// The credential detector's corpus: what must be found (tokens, URLs, assignments, env forms, encodings, keys) and what
// must not.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { credentialNameReason } from '../src/credentials/names.js';
import { findCredentials } from '../src/credentials/values.js';
import { knownAnswers } from './helpers/known-answers.js';

/** Deterministic filler for synthetic tokens: never a real secret, always the right shape. */
const alnum = (length: number, seed = 7) =>
  Array.from({ length }, (_, i) => 'aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY'[(i * seed + seed) % 32]).join('');
const base64 = (text: string) => Buffer.from(text).toString('base64');
const base64url = (text: string) => Buffer.from(text).toString('base64url');

const github = `ghp_${alnum(36)}`;
const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${alnum(43, 3)}`;
const awsId = 'AKIAQ3EGRVLZHT7XW5NB';
const slack = `xoxb-123456789012-123456789012-${alnum(24, 5)}`;

/** Values (strings, objects, arrays) in which a credential must be found. */
const positives: { what: string; value: unknown }[] = [
  // Provider tokens, whole and inside text.
  { what: 'GitHub personal token', value: github },
  { what: 'GitHub token followed by a full stop', value: `use ${github}.` },
  { what: 'GitHub fine-grained token', value: `github_pat_${alnum(22)}_${alnum(59, 3)}` },
  { what: 'GitHub OAuth token', value: `gho_${alnum(36, 5)}` },
  { what: 'GitLab token', value: `glpat-${alnum(20)}` },
  { what: 'Slack bot token', value: slack },
  { what: 'Slack token in a sentence', value: `the bot uses ${slack} to post` },
  { what: 'AWS access key id', value: awsId },
  { what: 'AWS key id inside a sentence', value: `deploy with ${awsId} today` },
  { what: "AWS documentation's example key id", value: 'AKIAIOSFODNN7EXAMPLE' },
  {
    what: 'AWS secret access key assignment',
    value: `aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfi${alnum(11)}`,
  },
  { what: 'npm token', value: `npm_${alnum(36)}` },
  { what: 'OpenAI project key', value: `sk-proj-${alnum(48)}` },
  { what: 'OpenAI key in a sentence', value: `my key is sk-${alnum(48, 5)} ok` },
  { what: 'Anthropic key', value: `sk-ant-api03-${alnum(93)}AA` },
  { what: 'Stripe secret key', value: `sk_live_${alnum(24)}` },
  { what: 'Stripe restricted key', value: `rk_live_${alnum(24, 3)}` },
  { what: 'Google API key', value: `AIza${alnum(35)}` },
  { what: 'SendGrid key', value: `SG.${alnum(22)}.${alnum(43, 3)}` },
  { what: 'Hugging Face token', value: `hf_${alnum(34)}` },
  { what: 'JSON Web Token', value: jwt },
  { what: 'JWT after token=', value: `token=${jwt}` },
  {
    what: 'PEM private key',
    value: '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7\n-----END RSA PRIVATE KEY-----',
  },
  { what: 'OpenSSH private key header alone', value: '-----BEGIN OPENSSH PRIVATE KEY-----' },
  // Authorization headers.
  { what: 'bearer value', value: 'Bearer abcdefghijklmnop' },
  { what: 'authorization header line', value: `Authorization: Bearer ${alnum(32)}` },
  { what: 'authorization header, lower-case token', value: 'Authorization: Bearer abcdefghijklmnopqrstuvwxyz' },
  { what: 'basic authorization in text', value: `send Basic ${base64('deploy:hunter2')} with it` },
  // URLs with credentials.
  { what: 'URL with user and password', value: 'https://user:hunter2@example.com/repo.git' },
  { what: 'URL with a password inside a sentence', value: 'clone https://user:pass@host/ then build' },
  { what: 'database URL', value: 'postgres://app:s3cr3t@db.internal:5432/app' },
  { what: 'redis URL', value: 'redis://:p4ssw0rd@cache:6379/0' },
  { what: 'access token in a query', value: `https://api.example.com/v1?access_token=${alnum(30)}` },
  { what: 'api key in a query', value: `https://maps.example.com/geo?q=x&api_key=${alnum(20)}&z=1` },
  { what: 'signature-style secret in a query', value: `https://x.example.com/cb?client_secret=${alnum(16)}` },
  // Assignments in text.
  { what: 'password= inside a string', value: 'connect with password=hunter2 please' },
  { what: 'token= with a JWT-less value', value: `token=${alnum(20)}` },
  { what: 'quoted JSON-style assignment in text', value: `{"api_key": "${alnum(24)}"}` },
  { what: 'YAML-style secret line', value: 'client_secret: 9f8e7d6c5b4a' },
  { what: 'header with an api key', value: `X-Api-Key: ${alnum(32)}` },
  { what: 'env form in an array', value: ['NODE_ENV=production', 'DB_PASSWORD=correct-horse-battery'] },
  { what: 'export statement', value: 'export GITHUB_TOKEN=abc123def456' },
  { what: 'db_pw assignment', value: 'db_pw=Tr0ub4dor' },
  { what: 'pass assignment', value: 'user=admin pass=letmein99' },
  // Encoded forms.
  { what: 'base64 of a GitHub token', value: base64(github) },
  { what: 'base64 of password=...', value: base64('password=hunter2') },
  { what: 'URL-safe base64 of a URL with a password', value: base64url('https://u:p4ss@h.example.com/') },
  { what: 'base64 of JSON with a secret key', value: base64(JSON.stringify({ client_secret: 'abc123xyz' })) },
  { what: 'percent-encoded assignment', value: 'q=password%3Dhunter2' },
  { what: 'JSON inside a string', value: JSON.stringify({ auth: { token: 'abc123def456' } }) },
  // Keys by name.
  { what: 'password key', value: { password: 'x' } },
  { what: 'camelCase api key', value: { apiKey: 'x' } },
  { what: 'header-style key', value: { 'X-Api-Key': 'x' } },
  { what: 'upper-case env key', value: { GITHUB_TOKEN: 'x' } },
  { what: 'pass key', value: { user: 'me', pass: 'x' } },
  { what: 'db_pw key', value: { db_pw: 'x' } },
  { what: 'auth key', value: { auth: 'x' } },
  { what: 'X-Auth key', value: { 'X-Auth': 'x' } },
  { what: 'homoglyph password key (Cyrillic a)', value: { 'p\u0430ssword': 'x' } },
  { what: 'password key with a zero-width space', value: { 'pass\u200bword': 'x' } },
  { what: 'full-width password key', value: { '\uff50\uff41\uff53\uff53\uff57\uff4f\uff52\uff44': 'x' } },
  { what: 'leet password key', value: { passw0rd: 'x' } },
  { what: 'compound key', value: { dbpassword: 'x' } },
  { what: 'ssh key', value: { ssh_key: 'x' } },
  { what: 'credential key holding an object', value: { credentials: { user: 'a' } } },
  { what: 'cookie key', value: { cookie: 'session=1' } },
  { what: 'a credential key whatever it holds', value: { password_required: true } },
  { what: 'an empty secret', value: { client_secret: null } },
  // Keys by shape.
  { what: 'a JWT used as a key', value: { [jwt]: true } },
  { what: 'a GitHub token used as a key', value: { [github]: 'repo' } },
  // Name/value entries and nesting.
  { what: 'name/value entry', value: { name: 'OPENAI_API_KEY', value: `sk-${alnum(48)}` } },
  { what: 'name/value entry with a plain value', value: [{ name: 'DB_PASSWORD', value: 'hunter2' }] },
  { what: 'key/value entry', value: { key: 'Authorization', value: 'Basic abc' } },
  { what: 'deeply nested token', value: { mcp: { servers: [{ name: 'gh', env: { GITHUB_TOKEN: 'x' } }] } } },
  { what: 'nested value deep in arrays', value: [[[{ note: `see ${jwt}` }]]] },
];

/** Values that must pass: look-alikes of every kind. */
const negatives: { what: string; value: unknown }[] = [
  { what: 'SHA-256 hex digest', value: knownAnswers.canonical[0].sha256 },
  { what: 'definition_hash value', value: { definition_hash: knownAnswers.definition.sha256 } },
  { what: 'chain hash', value: knownAnswers.chain[2].hash },
  { what: 'git commit SHA', value: '9b751b5c0e1d2f3a4b5c6d7e8f9a0b1c2d3e4f5a' },
  { what: 'short commit SHA in prose', value: 'fixed in 9b751b5, see the log' },
  { what: 'UUID', value: '123e4567-e89b-12d3-a456-426614174000' },
  { what: 'upper-case UUID', value: 'F47AC10B-58CC-4372-A567-0E02B2C3D479' },
  { what: 'ULID', value: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
  { what: 'MD5 digest', value: 'd41d8cd98f00b204e9800998ecf8427e' },
  {
    what: 'SHA-512 digest',
    value:
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9' +
      'ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  },
  { what: 'base64 of prose', value: base64('hello world, this is a perfectly ordinary sentence') },
  {
    what: 'base64 of random bytes',
    value: Buffer.from(Array.from({ length: 48 }, (_, i) => (i * 97 + 13) % 256)).toString('base64'),
  },
  { what: 'base64 of JSON without secrets', value: base64(JSON.stringify({ tools: ['git'], depth: 2 })) },
  {
    what: 'integrity hash',
    value: 'sha512-B/udqfk9mShYI6zarpSlpXIgXvBj3VtRCG8Svm6EYerOViEFhDs6Yy9dm5rHB4ZgoP9Ru2fVn+jJGVvMs+yLXg==',
  },
  { what: 'plain URL', value: 'https://example.com/repo.git' },
  { what: 'URL with a user but no password', value: 'ssh://git@github.com/org/repo.git' },
  { what: 'scp-style git remote', value: 'git@github.com:org/repo.git' },
  { what: 'URL with ordinary query', value: 'https://example.com/search?page=2&sort=asc' },
  { what: 'URL with a token-count query', value: 'https://api.example.com/complete?max_tokens=4096' },
  { what: 'email address', value: 'ops@example.com' },
  { what: 'prose about passwords', value: 'Reset your password via the portal' },
  { what: 'prose with a colon', value: 'Reset your password: visit the portal' },
  { what: 'prose about tokens', value: 'The tokenizer splits text into tokens' },
  { what: 'bearer in prose', value: 'the bearer of bad news' },
  { what: 'basic in prose', value: 'Basic configuration applies' },
  { what: 'task title', value: 'Review the migration plan' },
  { what: 'sk- in a word', value: 'risk-assessment-framework-2026' },
  { what: 'sk- prefixed library name', value: 'sk-learn-compatibility' },
  { what: 'semver', value: '1.2.3-beta.4+build.5' },
  { what: 'ISO timestamp', value: '2026-01-01T00:00:00.000Z' },
  { what: 'file path', value: '/usr/local/lib/node_modules/agent-work-model/dist/index.js' },
  { what: 'placeholder assignment', value: 'password=<your password>' },
  { what: 'masked assignment', value: 'password=********' },
  { what: 'env reference', value: `DB_PASSWORD=${'$'}{DB_PASSWORD}` },
  { what: 'empty assignment', value: 'token=' },
  { what: 'template reference', value: 'api_key={{ secrets.API_KEY }}' },
  { what: 'changeme default', value: 'password=changeme' },
  { what: 'token count assignment', value: 'max_tokens=4096' },
  { what: 'env form without secrets', value: ['NODE_ENV=production', 'PORT=8080', 'LOG_LEVEL=debug'] },
  { what: 'a version string with v', value: 'v2.14.0' },
  // Keys that are not credentials.
  { what: 'max_tokens key', value: { max_tokens: 4096 } },
  { what: 'input_tokens key', value: { input_tokens: 12, output_tokens: 40 } },
  { what: 'token_count key', value: { token_count: 3 } },
  { what: 'public_key key', value: { public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB' } },
  { what: 'cache_key key', value: { cache_key: 'deps-v1' } },
  { what: 'partition key', value: { partition_key: 'tenant' } },
  { what: 'keyboard layout', value: { keyboard: 'us' } },
  { what: 'author', value: { author: 'Ada' } },
  { what: 'auth method', value: { auth_method: 'oidc' } },
  { what: 'pass rate', value: { pass_rate: 0.98 } },
  { what: 'bypass flag', value: { bypass: 'never' } },
  { what: 'name/value entry of an ordinary variable', value: { name: 'NODE_ENV', value: 'production' } },
  { what: 'name/value entry of a secret with no value', value: { name: 'DB_PASSWORD', value: '' } },
  { what: 'a password length limit', value: { max_password_length: 64 } },
  {
    what: 'name/value entry referring to a secret store',
    value: { name: 'DB_PASSWORD', valueFrom: { secretKeyRef: { name: 'db', key: 'password' } } },
  },
  { what: 'tokenizer key', value: { tokenizer_mode: 'bpe' } },
  { what: 'policy grants', value: { grants: [{ resource: 'repo-*', actions: ['read', 'write'] }] } },
  {
    what: 'snapshot definition',
    value: { tools: ['git', 'npm'], policy: { grants: [] }, model: 'gpt', labels: { team: 'core' } },
  },
  { what: 'hash key', value: { [knownAnswers.chain[0].hash]: 'fact 1' } },
  { what: 'uuid key', value: { '123e4567-e89b-12d3-a456-426614174000': 'run' } },
];

const describe = (value: unknown) => JSON.stringify(value).slice(0, 90);

test(`the corpus is large enough: ${positives.length} positives and ${negatives.length} negatives`, () => {
  assert.ok(positives.length >= 60, `${positives.length} positives`);
  assert.ok(negatives.length >= 60, `${negatives.length} negatives`);
});

test('every positive is found, with a path and a reason', () => {
  const missed = positives.filter(({ value }) => findCredentials(value).length === 0);
  assert.equal(
    missed.map(({ what, value }) => `${what}: ${describe(value)}`),
    [],
  );
});

test('no negative is found', () => {
  const flagged = negatives
    .map(({ what, value }) => ({ what, value, found: findCredentials(value) }))
    .filter(({ found }) => found.length > 0);
  assert.equal(
    flagged.map(({ what, found }) => `${what}: ${found[0]!.path}: ${found[0]!.reason}`),
    [],
  );
});

test('findings name where the credential is and why', () => {
  assert.equal(findCredentials({ tools: [{ name: 'gh', auth: { apiKey: 'x' } }], note: 'Bearer abcdefghijk' }), [
    { path: 'tools[0].auth', reason: 'key "auth" names a credential ("auth")' },
    { path: 'note', reason: 'value looks like an HTTP authorization header value' },
  ]);
  const [entry] = findCredentials({ env: [{ name: 'OPENAI_API_KEY', value: 'x1' }] });
  assert.is(entry!.path, 'env[0].value');
  assert.match(entry!.reason, '"OPENAI_API_KEY" names a credential');
  const [shaped] = findCredentials({ [jwt]: 1 });
  assert.match(shaped!.reason, 'key holds a JSON Web Token');
});

test('names: field names and types as the linter sees them', () => {
  for (const name of [
    'access_token',
    'clientSecret',
    'api_key',
    'APIKey',
    'privateKeyPem',
    'SessionToken',
    'p\u0430ss',
  ])
    assert.ok(credentialNameReason(name), name);
  for (const name of [
    'port',
    'tokenizer_mode',
    'display_name',
    'definition_hash',
    'max_tokens',
    'public_key',
    'passage',
  ])
    assert.is(credentialNameReason(name), undefined, name);
});

test('names: a digit that unhomoglyph reads as a letter still names a credential', () => {
  // `3` it does not read as `e`, so `private_k3y` names none.
  for (const name of ['passw0rd', 'db_t0ken', 'apikey1']) assert.ok(credentialNameReason(name), name);
  assert.is(credentialNameReason('private_k3y'), undefined);
});

test.run();
