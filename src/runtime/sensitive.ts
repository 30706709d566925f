// Recognises credentials and live runtime state in free-form data, by key name and by value shape.
import { isCredentialName, nameTokens, runtimeStateReason } from '../model/names.js';

export type SensitiveKind = 'credential' | 'runtime-state';

/** One credential or piece of runtime state found inside a value. */
export interface SensitiveFinding {
  kind: SensitiveKind;
  /** Where it is, as a JSON path relative to the value searched: `tools[2].apiKey`. */
  path: string;
  /** Why it was recognised: `key "apiKey" names a credential`. */
  reason: string;
}

/**
 * Credential words beyond the linter's (which judges field names in the model): the joined and
 * header forms free-form data uses (`Authorization`, `accesstoken`, `x-api-key`).
 */
const moreCredentialWords = new Set([
  'accesskey',
  'accesstoken',
  'authorization',
  'authtoken',
  'clientsecret',
  'cookies',
  'pwd',
  'refreshtoken',
  'secretkey',
  'sessiontoken',
]);

/** Qualifiers that make a following `key` a credential here too (`ssh_key`, `master-key`), unlike `cache_key`. */
const moreKeyQualifiers = new Set(['account', 'encryption', 'master', 'service', 'ssh']);

/** Words that make `token`/`tokens` a count rather than a credential (`max_tokens`, `input_tokens`). */
const tokenCountWords = new Set([
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
]);

/** Why a key names a credential, or undefined when it does not. */
export function credentialKeyReason(key: string): string | undefined {
  const words = nameTokens(key);
  const isToken = (word: string) => word === 'token' || word === 'tokens';
  // A token count (`max_tokens`) is configuration, unless another word names a credential.
  const counted = words.some(isToken) && words.some((word) => tokenCountWords.has(word));
  const rest = counted ? words.filter((word) => !isToken(word)).join('_') : key;
  const named =
    isCredentialName(rest) ||
    moreCredentialWords.has(words.join('')) ||
    words.some((word) => moreCredentialWords.has(word)) ||
    words.some((word, i) => i > 0 && (word === 'key' || word === 'keys') && moreKeyQualifiers.has(words[i - 1]!));
  return named ? `key "${key}" names a credential` : undefined;
}

/** Why a key names live runtime state (a pid, a port, a heartbeat, a current-run pointer), or undefined. */
export function runtimeStateKeyReason(key: string): string | undefined {
  const reason = runtimeStateReason(key);
  return reason && `key "${key}" is runtime state (${reason})`;
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
      for (const [index, item] of node.entries()) visit(item, `${at}[${index}]`);
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
