// Whether a name (a field's name or type, an object key, the name in `name=value`) names a credential.
//
// A name does when it has a word that alone names a credential (token, secret, password, passwd,
// passphrase, credential, apikey, privatekey, bearer, cookie, authorization, ...), a pair (api key,
// private key, access key, client secret, ssh key, ...), a compound inside one word (`dbpassword`,
// `xapikey`), or an abbreviation as the last word (`pass`, `db_pw`, `user_pwd`, `auth`, `X-Auth`),
// where it names what the value is; `pass_rate` and `auth_method` do not. Token counts
// (`max_tokens`, `input_tokens`) are configuration. Words are split at separators and case changes,
// after NFKC, without invisible characters, and compared by their Unicode confusable skeleton (TR39,
// through unhomoglyph), so `pаssword` with a Cyrillic а and `passw0rd` still name one.
import { createRequire } from 'node:module';

// unhomoglyph is CommonJS without an ES module entry.
const unhomoglyph = createRequire(import.meta.url)('unhomoglyph') as (text: string) => string;

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
  if (!/^[a-z]+$/.test(lower)) found.push(unhomoglyph(lower).toLowerCase());
  return found;
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

/** `X-Api-Key`, `dbPassword`, `pаssword` -> `['X', 'Api', 'Key']`, `['db', 'Password']`, `['pаssword']`. */
export function credentialNameWords(name: string): string[] {
  return name
    .normalize('NFKC')
    .replace(invisible, '')
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/** Why a name (a field name or type, a key) names a credential, or undefined when it does not. */
export function credentialNameReason(name: string): string | undefined {
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
