// Every credential inside a value: strings (anywhere in them, and in their encoded forms), keys and name/value entries.
//
// - Strings: provider tokens and keys through secretlint's recommended rules (./secretlint.ts); our own rules
//   for what it does not cover: JSON Web Tokens, PEM private key headers, `Bearer`/`Basic` authorization
//   values, a URL of any scheme with a password in it, `sk-`/`rk-` secret keys, Google API keys, AWS key ids
//   (documentation's EXAMPLE keys too: refusing one costs nothing), and `name=value` / `name: value`
//   assignments whose name names a credential (`token=…`, `?access_token=…`, `DB_PASSWORD=…`,
//   `X-Api-Key: …`), unless the value is a placeholder (`***`, `<your key>`, `${VAR}`, `changeme`, empty).
//   With `:` the value must look like a secret (a digit or a symbol, or 12 characters), so prose such as
//   "reset your password: visit the portal" passes. Encoded forms are scanned again once decoded: base64
//   (standard and URL-safe) that decodes to text, percent-encoding, and JSON inside a string.
// - Objects: a key that names a credential (./names.ts), whatever it holds (a key is a field of what is
//   recorded, and `{password: true}` is one `{password: "x"}` away), a key that is itself credential-shaped
//   (a token used as a key), and a name/value entry whose name names a credential and whose value is not
//   empty (`{name: OPENAI_API_KEY, value: …}`, as in environment lists).
// - Never a credential by shape: hex digests (SHA-256 `definition_hash` values, commit SHAs), UUIDs, base64
//   that decodes to binary or to harmless text, ordinary URLs and prose.
import { credentialNameReason } from './names.js';
import { secretlintMinimumLength, secretlintReports, type SecretlintReport } from './secretlint.js';

/** One credential found inside a value: where (a JSON path below the value searched) and why. */
export interface CredentialFinding {
  path: string;
  reason: string;
}

/* ----------------------------------------------------------------------------------------------
 * Strings
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

/**
 * Short text of word characters, dots and hyphens only (most ids, states, labels) can hold none of
 * the forms above: every token is longer, and URLs, assignments, headers and encodings need other
 * characters. Every command's ids and states are such texts: skipping them keeps a third of the
 * runtime's commands per second (templates/explanations/shortcuts.md).
 */
const plainShortText = /^[\w.-]{0,15}$/;

/** Why a string holds a credential anywhere in it (ours, then secretlint's rules), or undefined. */
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
  `holds a credential (secretlint: ${report.message.message.replace(/:.*$/s, '')})`;

function secretlintReason(text: string): string | undefined {
  if (text.length < secretlintMinimumLength) return undefined;
  const [report] = secretlintReports(text);
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
  for (const report of secretlintReports(pending.map(({ text }) => text).join('\n'))) {
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
