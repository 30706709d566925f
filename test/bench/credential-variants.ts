// The credential detector as it was with its shortcuts (revision 49be524), and with each one turned off.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { repoPath } from '../helpers/paths.js';

/** The last revision with every shortcut, where the detector was one module, src/model/credentials.ts. */
export const shortcutRevision = '49be524';

/** One shortcut turned off: a text of the old module and what replaces it (the plain way beside it). */
interface Switch {
  find: string;
  replace: string;
}

/** Turns a function into its plain equivalent by returning that first. */
const returnFirst = (signature: string, plain: string): Switch => ({
  find: signature,
  replace: `${signature}\n  return ${plain};`,
});

/** Each shortcut of the old module, by the name the benchmark gives it, with the switch that turns it off. */
export const shortcuts: Readonly<Record<string, Switch>> = {
  'name cache': returnFirst(
    'export function credentialNameReason(name: string): string | undefined {',
    'decideName(name)',
  ),
  'name screen': returnFirst('function decideName(name: string): string | undefined {', 'decideNameByWords(name)'),
  'ASCII splitter': returnFirst(
    'export function credentialNameWords(name: string): string[] {',
    'unicodeNameWords(name)',
  ),
  'a-z0-9 skeleton table': returnFirst(
    'export function alphanumericSkeleton(word: string): string {',
    'unhomoglyph(word).toLowerCase()',
  ),
  'short-text skip': { find: '  if (plainShortText.test(text)) return undefined;\n', replace: '' },
  'secretlint batch': returnFirst(
    'function secretlintAll(pending: readonly PendingText[]): CredentialFinding[] {',
    'pending.flatMap(({ text, finding }) => ' +
      '{ const reason = secretlintReason(text); return reason ? [finding(reason)] : []; })',
  ),
};

export interface Variant {
  /** `with every shortcut`, or the shortcut that is off. */
  label: string;
  /** The module's file URL, for `--import credential-variant-register.js?variant=`. */
  url: string;
}

/**
 * Writes the old module with every shortcut, then once without each one, as JavaScript under dist/ (where its
 * packages resolve); undefined when the revision is not in this clone.
 */
export function writeVariants(): Variant[] | undefined {
  let source: string;
  try {
    source = execFileSync('git', ['show', `${shortcutRevision}:src/model/credentials.ts`], {
      cwd: repoPath(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const dir = repoPath('dist', 'test', 'bench', 'credential-variants');
  mkdirSync(dir, { recursive: true });
  const write = (label: string, text: string): Variant => {
    const file = path.join(dir, `${label.replace(/[^a-z0-9]+/gi, '-')}.js`);
    writeFileSync(file, transformSync(text, { loader: 'ts', format: 'esm' }).code);
    return { label, url: pathToFileURL(file).href };
  };
  const variants = [write('with every shortcut', source)];
  for (const [name, { find, replace }] of Object.entries(shortcuts)) {
    if (source.split(find).length !== 2) throw new Error(`${shortcutRevision}: "${find}" is not in the module once`);
    variants.push(write(`without the ${name}`, source.replace(find, replace)));
  }
  return variants;
}

/**
 * Node's arguments that load `variant` in place of the shipped detector, or the shipped one through the same
 * hooks, so that every column pays their start-up alike.
 */
export function variantArgs(variant: Variant | undefined): string[] {
  const register = new URL('./credential-variant-register.js', import.meta.url);
  register.searchParams.set('variant', variant?.url ?? '');
  return ['--import', register.href];
}
