// The one credential detector: the linter's CREDENTIAL_SNAPSHOT and the runtime's CREDENTIAL refusal both ask it.
//
// What it recognises, kind by kind (the decisions, with the reason for each):
//
// - Names (a field's name or type, an object key, the name in `name=value`): a word that alone
//   names a credential (token, secret, password, passwd, passphrase, credential, apikey,
//   privatekey, bearer, cookie, authorization, ...), a pair (api key, private key, access key,
//   client secret, ssh key, ...), a compound inside one word (`dbpassword`, `xapikey`), or an
//   abbreviation as the last word (`pass`, `db_pw`, `user_pwd`, `auth`, `X-Auth`), where it names
//   what the value is; `pass_rate` and `auth_method` do not. Token counts (`max_tokens`,
//   `input_tokens`) are configuration. Words are split at separators and case changes, after
//   NFKC, without invisible characters, and compared by their Unicode confusable skeleton
//   (TR39, through unhomoglyph), so `pаssword` with a Cyrillic а and `passw0rd` still name one.
// - Values, anywhere inside a string, not only when the whole string is the secret:
//   - provider tokens and keys through secretlint's recommended rules (GitHub, GitLab, Slack,
//     AWS ids and secrets, npm, OpenAI, Anthropic, Groq, Hugging Face, Linear, Notion, SendGrid,
//     Shopify, Grafana, 1Password, Vault, Vercel, Databricks, Docker, Figma, private keys, basic
//     authentication URLs, database connection strings);
//   - our own rules for what it does not cover: JSON Web Tokens, PEM private key headers,
//     `Bearer`/`Basic` authorization values, a URL of any scheme with a password in it,
//     `sk-`/`rk-` secret keys, Google API keys, AWS key ids (documentation's EXAMPLE keys too:
//     refusing one costs nothing), and `name=value` / `name: value` assignments whose name names
//     a credential (`token=…`, `?access_token=…`, `DB_PASSWORD=…`, `X-Api-Key: …`), unless the
//     value is a placeholder (`***`, `<your key>`, `${VAR}`, `changeme`, empty). With `:` the value
//     must look like a secret (a digit or a symbol, or 12 characters), so prose such as
//     "reset your password: visit the portal" passes;
//   - encoded forms, scanned again once decoded: base64 (standard and URL-safe) that decodes to
//     text, percent-encoding, and JSON inside a string.
// - Objects: a key that names a credential, whatever it holds (a key is a field of what is recorded,
//   and `{password: true}` is one `{password: "x"}` away), a key that is itself credential-shaped (a
//   token used as a key), and a name/value entry whose name names a credential and whose value is
//   not empty (`{name: OPENAI_API_KEY, value: …}`, as in environment lists).
// - What is never a credential by shape: hex digests (SHA-256 `definition_hash` values, commit
//   SHAs), UUIDs, base64 that decodes to binary or to harmless text, ordinary URLs and prose.
import { createRequire } from 'node:module';
import { rules as secretlintRules } from '@secretlint/secretlint-rule-preset-recommend';

/** One credential found inside a value: where (a JSON path below the value searched) and why. */
export interface CredentialFinding {
  path: string;
  reason: string;
}

// unhomoglyph is CommonJS without an ES module entry.
const unhomoglyph = createRequire(import.meta.url)('unhomoglyph') as (text: string) => string;

/* ----------------------------------------------------------------------------------------------
 * Names
 * ------------------------------------------------------------------------------------------- */

/** Words that alone name a credential. */
const credentialWords = [
  'token',
  'tokens',
  'secret',
  'secrets',
  'password',
  'passwords',
  'passwd',
  'passphrase',
  'credential',
  'credentials',
  'apikey',
  'privatekey',
  'bearer',
  'cookie',
  'cookies',
  'authorization',
  'accesstoken',
  'authtoken',
  'refreshtoken',
  'sessiontoken',
  'clientsecret',
  'secretkey',
  'accesskey',
];
/**
 * Words that name a credential inside a longer word too (`dbpassword`, `xapikey`); `token` is not one (`tokenizer`).
 */
const credentialCompounds = ['password', 'passwd', 'passphrase', 'credential', 'apikey', 'privatekey', 'secretkey'];
/** Words that make a following `key` a credential (`api_key`, `ssh-key`), unlike `cache_key` or `public_key`. */
const keyQualifiers = ['api', 'private', 'access', 'secret', 'signing', 'session', 'ssh', 'master', 'encryption'];
/** `client secret` and the like are covered by `secret`; these abbreviations name one only as the last word. */
const lastWordAbbreviations = ['pass', 'pw', 'pwd', 'auth'];
/**
 * Last words that make a name about a credential rather than the credential: where it is kept or how
 * it is shaped (`secretKeyRef`, `token_url`, `password_policy`, `max_password_length`).
 */
const aboutWords = [
  'ref',
  'refs',
  'reference',
  'references',
  'name',
  'names',
  'path',
  'url',
  'uri',
  'policy',
  'policies',
  'type',
  'kind',
  'format',
  'length',
  'ttl',
  'expiry',
  'expires',
];
/** Words that make `token`/`tokens` a count rather than a credential (`max_tokens`, `input_tokens`). */
const tokenCountWords = [
  'budget',
  'completion',
  'context',
  'count',
  'input',
  'limit',
  'max',
  'min',
  'num',
  'output',
  'prompt',
  'total',
  'usage',
];

/**
 * The forms a word is compared in: lower case, without trailing digits (`secret2`), and its
 * confusable skeleton (`pаssword` with a Cyrillic а, `passw0rd`) when it is not plain ASCII letters.
 */
function forms(word: string): string[] {
  const lower = word.toLowerCase();
  const found = [lower, lower.replace(/[0-9]+$/, '')];
  if (/^[a-z]+$/.test(lower)) return found;
  found.push(/^[a-z0-9]+$/.test(lower) ? alphanumericSkeleton(lower) : unhomoglyph(lower).toLowerCase());
  return found;
}

/**
 * The lower-cased skeleton of each of a-z and 0-9, taken from unhomoglyph itself. Its mapping
 * replaces single code points only, so a word of these characters maps character by character; a
 * lookup here gives the same skeleton without its scan of every confusable (a name like
 * `term00088` is otherwise the slowest part of a lint run's credential checks).
 */
const alphanumericSkeletons = new Map(
  [...'abcdefghijklmnopqrstuvwxyz0123456789'].map((char) => [char, unhomoglyph(char).toLowerCase()]),
);

/** unhomoglyph(word).toLowerCase() for a word of a-z and 0-9. */
export function alphanumericSkeleton(word: string): string {
  let skeleton = '';
  for (const char of word) skeleton += alphanumericSkeletons.get(char)!;
  return skeleton;
}

const asSet = (words: readonly string[]) => new Set(words.flatMap(forms));
const credentialSet = asSet(credentialWords);
const compoundForms = credentialCompounds.flatMap(forms);
const keyQualifierSet = asSet(keyQualifiers);
const abbreviationSet = asSet(lastWordAbbreviations);
const tokenCountSet = asSet(tokenCountWords);
const aboutSet = asSet(aboutWords);
const tokenSet = asSet(['token', 'tokens']);
const keySet = asSet(['key', 'keys']);

/** A word of a name with the forms it is compared in, computed once per name. */
type Word = { text: string; forms: string[] };

/** Whether some form of `word` is in `set`. */
const isIn = (set: ReadonlySet<string>, word: Word) => word.forms.some((form) => set.has(form));

/** Characters that change nothing visible: zero-width spaces and joiners, soft hyphens, variation selectors. */
const invisible = /\p{Default_Ignorable_Code_Point}/gu;

/** Printable ASCII: NFKC leaves it alone and it holds no invisible character. */
const printableAscii = /^[\x20-\x7e]*$/;

/** `X-Api-Key`, `dbPassword`, `pаssword` -> `['X', 'Api', 'Key']`, `['db', 'Password']`, `['pаssword']`. */
export function credentialNameWords(name: string): string[] {
  // Most names are ASCII; the same splits with ASCII classes cost a fraction of the Unicode ones.
  return printableAscii.test(name) ? asciiNameWords(name) : unicodeNameWords(name);
}

/** credentialNameWords for printable ASCII, where \p{Ll}, \p{Lu}, \p{N} are a-z, A-Z, 0-9 and \p{M} is nothing. */
export function asciiNameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** credentialNameWords for any text: compatibility-normalised, invisible characters dropped. */
export function unicodeNameWords(name: string): string[] {
  return name
    .normalize('NFKC')
    .replace(invisible, '')
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/**
 * Names repeat (every command has `command_id`, every Task `title`): decisions are remembered, up to a bound
 * above the distinct names of a large model (a 20,000-term model has 20,000 identity fields, asked about by two
 * rules), so one lint run decides each name once.
 */
const nameDecisions = new Map<string, string | undefined>();
const maxRememberedNames = 100_000;

/** Why a name (a field name or type, a key) names a credential, or undefined when it does not. */
export function credentialNameReason(name: string): string | undefined {
  if (nameDecisions.has(name)) return nameDecisions.get(name);
  if (nameDecisions.size >= maxRememberedNames) nameDecisions.clear();
  const reason = decideName(name);
  nameDecisions.set(name, reason);
  return reason;
}

/**
 * Every word a positive decision needs one of, as a form of some word of the name: a credential word, a
 * compound, `key` after a qualifier, or a last-word abbreviation. Each form of an ASCII name's word is a
 * substring of the lower-cased name or of its skeleton, so a name with none of these in either is no credential.
 */
const neededWords = new RegExp(
  [...new Set([...credentialSet, ...compoundForms, ...keySet, ...abbreviationSet])].filter(Boolean).join('|'),
);

/** False when a printable ASCII name surely names no credential; true when it may, and must be decided in full. */
export function mayNameCredential(name: string): boolean {
  const lower = name.toLowerCase();
  return neededWords.test(lower) || neededWords.test(lower.replace(/[a-z0-9]+/g, (word) => alphanumericSkeleton(word)));
}

function decideName(name: string): string | undefined {
  // Most names are plain ASCII and name nothing: two scans of the name settle them.
  return printableAscii.test(name) && !mayNameCredential(name) ? undefined : decideNameByWords(name);
}

/** credentialNameReason's decision word by word, without the quick screen (exported as the screen's oracle). */
export function decideNameByWords(name: string): string | undefined {
  const words: Word[] = credentialNameWords(name).map((text) => ({ text, forms: forms(text) }));
  if (words.length < 2 ? words.length === 0 : isIn(aboutSet, words[words.length - 1]!)) return undefined;
  // A token count (`max_tokens`) is configuration, unless another word names a credential.
  const counted = words.some((word) => isIn(tokenSet, word)) && words.some((word) => isIn(tokenCountSet, word));
  const considered = counted ? words.filter((word) => !isIn(tokenSet, word)) : words;
  const last = considered[considered.length - 1];
  const named =
    considered.find((word) => isIn(credentialSet, word)) ??
    considered.find((word) => word.forms.some((form) => compoundForms.some((compound) => form.includes(compound)))) ??
    considered.find((word, i) => i > 0 && isIn(keySet, word) && isIn(keyQualifierSet, considered[i - 1]!)) ??
    (last !== undefined && isIn(abbreviationSet, last) ? last : undefined);
  return named === undefined ? undefined : `"${name}" names a credential ("${named.text}")`;
}

/* ----------------------------------------------------------------------------------------------
 * Values
 * ------------------------------------------------------------------------------------------- */

/** Our patterns for what secretlint's recommended rules do not cover, found anywhere in a text. */
const valuePatterns: readonly [RegExp, string][] = [
  [/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/, 'a PEM private key'],
  [/\beyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/, 'a JSON Web Token'],
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:[^\s/@]+@/i, 'a URL with a password in it'],
  [/\bhf_[A-Za-z0-9]{30,}/, 'a Hugging Face token'],
  [/\b(?:sk|rk)[-_](?:live_|test_|proj-|svcacct-|ant-api\d\d-)?[A-Za-z0-9]{16,}/, 'an API secret key'],
  [/\bAIza[0-9A-Za-z_-]{35}\b/, 'a Google API key'],
  [/\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|A3T[A-Z0-9])[A-Z0-9]{16}\b/, 'an AWS access key id'],
  [/\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/, 'a GitHub token'],
  [/\bxox[abprs]-[A-Za-z0-9-]{10,}/, 'a Slack token'],
  [/\bglpat-[A-Za-z0-9_-]{20,}/, 'a GitLab token'],
  [/\bnpm_[A-Za-z0-9]{36}\b/, 'an npm token'],
];

/** A whole value that is a bearer authorization header value. */
const authorizationValue = /^bearer\s+[A-Za-z0-9._~+/=-]{8,}$/i;
/** The same inside a text, where the token must look like one (a digit or symbol, or mixed case). */
const authorizationInText = /\b(?:Bearer|Basic|bearer)\s+([A-Za-z0-9._~+/-]{12,}=*)/g;
const tokenLike = (text: string) => /[0-9._~+/-]/.test(text) || (/[a-z]/.test(text) && /[A-Z]/.test(text));

/**
 * `name=value`, `name: value`, `"name": "value"`, `?name=value&`: a name and the value it assigns.
 * The value is read ahead without being consumed, so a name inside it (a URL's query) is found too.
 */
const assignment =
  /([A-Za-z_][\w.-]*)["']?[ \t]*(=|:)(?=[ \t]*["']?((?:(?:bearer|basic|token)[ \t]+)?[^\s"'&;,?#]*))/gi;
/** Values that stand for a secret without being one. */
const placeholder = new RegExp(
  String.raw`^(?:\*+|x{3,}|\.{3,}|<[^>]*>?|\$\{?[A-Za-z_][\w]*\}?|\{\{.*\}\}|%[A-Za-z_]+%|` +
    'null|none|nil|undefined|true|false|redacted|changeme|example|your[-_].*)$',
  'i',
);

/** Why an assignment of `value` to a credential name in text is one, or undefined. */
function assignmentReason(name: string, separator: string, value: string): string | undefined {
  if (value.length < 3 || placeholder.test(value)) return undefined;
  if (separator === ':' && !(value.length >= 12 || /[0-9\W_]/.test(value))) return undefined;
  const named = credentialNameReason(name);
  return named && `${separator === '=' ? `${name}=` : `${name}:`} assigns a credential (${named})`;
}

/** Texts shorter than this hold none of the tokens secretlint looks for; skipping them keeps short names cheap. */
const secretlintMinimumLength = 16;

interface SecretlintReport {
  message: string;
  range: readonly [number, number];
}

/** The rule interface secretlint's rules implement (`@secretlint/types`), as far as it is driven here. */
interface SecretlintRule {
  meta: { id: string; supportedContentTypes?: readonly string[] };
  create(
    context: {
      report(report: SecretlintReport): void;
      ignore(): void;
      createTranslator(messages: Record<string, { en: (props: Record<string, unknown>) => string }>): unknown;
    },
    options: Record<string, unknown>,
  ): { file?(source: { content: string; filePath?: string; ext: string; contentType: 'text' }): unknown };
}

/**
 * secretlint's recommended rules, driven synchronously on a text (its own `lintSource` is asynchronous
 * and sets up a whole lint run, about 25 times slower for one short value). Left out: the rule that
 * honours `secretlint-disable` comments, which a value must not be able to use to hide a secret.
 */
const secretlint = (() => {
  let reports: SecretlintReport[] = [];
  const context = {
    report: (report: SecretlintReport) => void reports.push(report),
    ignore: () => undefined,
    createTranslator:
      (messages: Record<string, { en: (props: Record<string, unknown>) => string }>) =>
      (id: string, props: Record<string, unknown> = {}) =>
        messages[id]?.en(props) ?? id,
  };
  const handlers = (secretlintRules as unknown as SecretlintRule[])
    .filter((rule) => rule.meta.id !== '@secretlint/secretlint-rule-filter-comments')
    .map((rule) =>
      rule.create(context, rule.meta.id.endsWith('/secretlint-rule-aws') ? { enableIDScanRule: true } : {}),
    )
    .filter((handler) => handler.file !== undefined);
  return (content: string): SecretlintReport[] => {
    reports = [];
    const source = { content, ext: '', contentType: 'text' as const };
    for (const handler of handlers) handler.file!(source);
    return reports;
  };
})();

/** How many times an encoded value is decoded and scanned again (base64 of JSON of base64 ...). */
const maxDecodingDepth = 2;

/** A run of base64 long enough to hide a credential. */
const base64Run = /[A-Za-z0-9+/_-]{16,}={0,2}/g;

/** The text a base64 run decodes to, when it is printable text (not binary, not a hex digest). */
function decodedBase64(run: string): string | undefined {
  if (/^[0-9a-f]+$/i.test(run)) return undefined;
  const bytes = Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length < 8) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // Binary decodes to replacement and control characters; text does not.
  return /[\ufffd\p{Cc}]/u.test(text.replace(/[\t\n\r]/g, '')) ? undefined : text;
}

/** Why a string holds a credential anywhere in it, or undefined. */
export function credentialTextReason(text: string): string | undefined {
  return textReason(text, 0);
}

/**
 * Short text of word characters, dots and hyphens only (most ids, states, labels) can hold none of
 * the forms above: every token is longer, and URLs, assignments, headers and encodings need other
 * characters.
 */
const plainShortText = /^[\w.-]{0,15}$/;

function textReason(text: string, depth: number): string | undefined {
  return ownTextReason(text, depth) ?? secretlintReason(text);
}

/** Our rules, and everything in an encoded form: all but secretlint's rules on the text itself. */
function ownTextReason(text: string, depth: number): string | undefined {
  if (plainShortText.test(text)) return undefined;
  const trimmed = text.trim();
  if (authorizationValue.test(trimmed)) return 'looks like an HTTP authorization header value';
  for (const [pattern, what] of valuePatterns) if (pattern.test(text)) return `holds ${what}`;
  for (const match of text.matchAll(authorizationInText))
    if (tokenLike(match[1]!)) return 'holds an HTTP authorization header value';
  for (const match of text.matchAll(assignment)) {
    const reason = assignmentReason(match[1]!, match[2]!, match[3]!);
    if (reason) return `holds ${reason}`;
  }
  return depth < maxDecodingDepth ? encodedReason(text, depth) : undefined;
}

/** The reason secretlint's rules give for a report (its message names the secret after a colon: never repeated). */
const secretlintReasonOf = (report: SecretlintReport) =>
  `holds a credential (secretlint: ${report.message.replace(/:.*$/s, '')})`;

function secretlintReason(text: string): string | undefined {
  if (text.length < secretlintMinimumLength) return undefined;
  const [report] = secretlint(text);
  return report && secretlintReasonOf(report);
}

/** A text of a structure that our rules passed, waiting for secretlint: every such text goes in one run. */
interface PendingText {
  text: string;
  finding: (reason: string) => CredentialFinding;
}

/** secretlint on all pending texts at once, joined by newlines (no rule's match spans one), one finding per text. */
function secretlintAll(pending: readonly PendingText[]): CredentialFinding[] {
  if (pending.length === 0) return [];
  const starts: number[] = [];
  let offset = 0;
  for (const { text } of pending) {
    starts.push(offset);
    offset += text.length + 1;
  }
  const reasons = new Map<number, string>();
  for (const report of secretlint(pending.map(({ text }) => text).join('\n'))) {
    let index = starts.length - 1;
    while (starts[index]! > report.range[0]) index--;
    if (!reasons.has(index)) reasons.set(index, secretlintReasonOf(report));
  }
  return [...reasons].sort(([a], [b]) => a - b).map(([index, reason]) => pending[index]!.finding(reason));
}

/** A credential inside base64, percent-encoding or JSON in the text, once decoded. */
function encodedReason(text: string, depth: number): string | undefined {
  for (const [run] of text.matchAll(base64Run)) {
    const decoded = decodedBase64(run);
    const reason = decoded !== undefined && (textReason(decoded, depth + 1) ?? jsonReason(decoded, depth + 1));
    if (reason) return `holds base64 of text that ${reason}`;
  }
  if (text.includes('%')) {
    let decoded: string | undefined;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      decoded = undefined;
    }
    const reason = decoded !== undefined && decoded !== text && textReason(decoded, depth + 1);
    if (reason) return `is percent-encoded and ${reason}`;
  }
  return jsonReason(text, depth);
}

/** A credential inside JSON that a string holds, or undefined. */
function jsonReason(text: string, depth: number): string | undefined {
  const trimmed = text.trim();
  if (!(trimmed.startsWith('{') || trimmed.startsWith('['))) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  const [found] = scan(parsed, '', depth + 1);
  return found && `holds JSON with a credential at ${found.path || '(value)'}: ${found.reason}`;
}

/* ----------------------------------------------------------------------------------------------
 * Structured values
 * ------------------------------------------------------------------------------------------- */

/** Keys whose value names an entry, and keys that hold its value, in name/value lists (env, headers). */
const entryNameKeys = new Set(['name', 'key', 'id', 'header', 'variable', 'env', 'label']);
const entryValueKeys = new Set(['value', 'secret', 'data', 'content']);

/** Whether an entry's value could hold a secret: not null, a boolean, empty or a placeholder. */
function mayHoldSecret(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean') return false;
  if (typeof value === 'string') return value.trim() !== '' && !placeholder.test(value.trim());
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every credential in `value`: keys and strings at any depth, name/value entries, and encoded
 * forms. A finding under a key stops the search below it. Iterative over the structure.
 */
export function findCredentials(value: unknown, path = ''): CredentialFinding[] {
  return scan(value, path, 0);
}

function scan(value: unknown, root: string, depth: number): CredentialFinding[] {
  const found: CredentialFinding[] = [];
  const pending: PendingText[] = [];
  /** Our rules now; secretlint's on the text later, with every other text. */
  const check = (text: string, finding: (reason: string) => CredentialFinding): boolean => {
    const reason = ownTextReason(text, depth);
    if (reason) found.push(finding(reason));
    else if (text.length >= secretlintMinimumLength) pending.push({ text, finding });
    return reason !== undefined;
  };
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      check(node, (reason) => ({ path: path || '(value)', reason: `value ${reason}` }));
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index--) stack.push([node[index], `${path}[${index}]`]);
      continue;
    }
    const record = node as Record<string, unknown>;
    const entry = entryReason(record);
    if (entry) found.push({ path: childPath(path, entry.key), reason: entry.reason });
    const keys = Object.keys(record);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      const named = credentialNameReason(key);
      if (named) {
        found.push({ path: childPath(path, key), reason: `key ${named}` });
        continue;
      }
      // The key itself is the secret: the path names its position, never its text.
      const keyPath = childPath(path, `(key ${index + 1})`);
      if (check(key, (reason) => ({ path: keyPath, reason: `key ${reason}` }))) continue;
      if (entry?.key !== key) stack.push([record[key], childPath(path, key)]);
    }
  }
  return [...found, ...secretlintAll(pending)];
}

/** `{name: "OPENAI_API_KEY", value: "..."}`: the value key of an entry whose name names a credential. */
function entryReason(record: Record<string, unknown>): { key: string; reason: string } | undefined {
  let named: string | undefined;
  for (const [key, value] of Object.entries(record)) {
    if (entryNameKeys.has(key.toLowerCase()) && typeof value === 'string') named ??= credentialNameReason(value);
  }
  if (!named) return undefined;
  for (const [key, value] of Object.entries(record)) {
    if (entryValueKeys.has(key.toLowerCase()) && mayHoldSecret(value))
      return { key, reason: `the entry ${named} and holds its value here` };
  }
  return undefined;
}
