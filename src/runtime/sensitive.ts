// Recognises credentials and live runtime state in free-form data, by key name and by value shape.

export type SensitiveKind = 'credential' | 'runtime-state';

/** One credential or piece of runtime state found inside a value. */
export interface SensitiveFinding {
  kind: SensitiveKind;
  /** Where it is, as a JSON path relative to the value searched: `tools[2].apiKey`. */
  path: string;
  /** Why it was recognised: `key "apiKey" names a credential`. */
  reason: string;
}

/** Words that name a credential on their own: `password`, `client_secret`, `Authorization`. */
const credentialWords = new Set([
  'apikey', 'apikeys', 'accesskey', 'accesstoken', 'authorization', 'authtoken', 'bearer', 'clientsecret',
  'cookie', 'cookies', 'credential', 'credentials', 'passphrase', 'passwd', 'password', 'passwords',
  'privatekey', 'pwd', 'refreshtoken', 'secret', 'secretkey', 'secrets', 'sessiontoken',
]);

/** Qualifiers that make a following `key` a credential (`api_key`, `signingKey`), unlike `cache_key`. */
const keyQualifiers = new Set([
  'access', 'account', 'api', 'client', 'encryption', 'master', 'private', 'secret', 'service', 'signing', 'ssh',
]);

/** Words that make `token`/`tokens` a count rather than a credential (`max_tokens`, `input_tokens`). */
const tokenCountWords = new Set([
  'budget', 'completion', 'context', 'count', 'input', 'limit', 'max', 'min', 'num', 'output', 'prompt', 'total', 'usage',
]);

/** Words that name live process state: the model forbids these in projects and snapshots. */
const runtimeStateWords = new Set(['endpoint', 'endpoints', 'heartbeat', 'heartbeats', 'lease', 'leases', 'pid', 'pids', 'port', 'ports']);

/** What `current_`/`active_` may not point at: a live session, run, workspace or conversation. */
const pointerTargets = new Set(['attempt', 'conversation', 'instance', 'run', 'session', 'turn', 'workspace']);

/** Splits a key into lower-case words at separators, case changes and digit boundaries. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

/** Why a key names a credential, or undefined when it does not. */
export function credentialKeyReason(key: string): string | undefined {
  const words = keyWords(key);
  const joined = words.join('');
  const named = `key "${key}" names a credential`;
  if (credentialWords.has(joined) || words.some((word) => credentialWords.has(word))) return named;
  for (let i = 1; i < words.length; i++) {
    if ((words[i] === 'key' || words[i] === 'keys') && keyQualifiers.has(words[i - 1]!)) return named;
  }
  const isToken = (word: string) => word === 'token' || word === 'tokens';
  if (words.some(isToken) && !words.some((word) => tokenCountWords.has(word))) return named;
  return undefined;
}

/** Why a key names live runtime state (a pid, a port, a heartbeat, a current-run pointer), or undefined. */
export function runtimeStateKeyReason(key: string): string | undefined {
  const words = keyWords(key);
  if (words.some((word) => runtimeStateWords.has(word))) return `key "${key}" names live runtime state`;
  if (words.length >= 2 && words[0] === 'process' && words[1] === 'id') return `key "${key}" names live runtime state`;
  if ((words[0] === 'current' || words[0] === 'active') && words.slice(1).some((word) => pointerTargets.has(word))) {
    return `key "${key}" points at a live ${words.slice(1).filter((word) => pointerTargets.has(word)).join(' ')}`;
  }
  return undefined;
}

const credentialValuePatterns: [RegExp, string][] = [
  [/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/, 'a PEM private key'],
  [/^(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}$/i, 'an HTTP authorization header value'],
  [/^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@/i, 'a URL with a password in it'],
  [/^eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]+$/, 'a JSON Web Token'],
  [/^(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})$/, 'a GitHub token'],
  [/^glpat-[A-Za-z0-9_-]{20,}$/, 'a GitLab token'],
  [/^xox[abprs]-[A-Za-z0-9-]{10,}$/, 'a Slack token'],
  [/^(sk|rk)[-_](live_|test_|proj-)?[A-Za-z0-9_-]{16,}$/, 'an API secret key'],
  [/^(AKIA|ASIA)[0-9A-Z]{16}$/, 'an AWS access key id'],
  [/^AIza[0-9A-Za-z_-]{35}$/, 'a Google API key'],
  [/^npm_[A-Za-z0-9]{36}$/, 'an npm token'],
];

/** Why a string value looks like a credential (a private key, a token, a URL with a password), or undefined. */
export function credentialValueReason(value: string): string | undefined {
  const trimmed = value.trim();
  for (const [pattern, what] of credentialValuePatterns) {
    if (pattern.test(trimmed)) return `value looks like ${what}`;
  }
  return undefined;
}

/** Every credential and piece of runtime state in `value`, searching keys and string values at any depth. */
export function findSensitive(value: unknown, path = ''): SensitiveFinding[] {
  const found: SensitiveFinding[] = [];
  const visit = (node: unknown, at: string): void => {
    if (typeof node === 'string') {
      const reason = credentialValueReason(node);
      if (reason) found.push({ kind: 'credential', path: at || '(value)', reason });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}[${index}]`));
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      const childPath = at ? `${at}.${key}` : key;
      const credential = credentialKeyReason(key);
      const runtimeState = credential ? undefined : runtimeStateKeyReason(key);
      if (credential) found.push({ kind: 'credential', path: childPath, reason: credential });
      else if (runtimeState) found.push({ kind: 'runtime-state', path: childPath, reason: runtimeState });
      else visit(child, childPath);
    }
  };
  visit(value, path);
  return found;
}
