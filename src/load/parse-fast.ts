// The fast loader: js-yaml, resolving plain scalars exactly as the careful `yaml` loader does.
import jsyaml from 'js-yaml';
import { Document, Scalar } from 'yaml';

/**
 * The characters a YAML 1.2 core null (`~`, `null`), bool (`true`, `False`), int or float (`-1`,
 * `+.5`, `.inf`, `0x1F`) starts with. A plain scalar that starts otherwise, as most words in a model
 * do, is a string; checking its first character spares js-yaml four regular expressions per scalar.
 */
const coreScalarStarts = new Set([...'~nNtTfF-+.0123456789'].map((char) => char.charCodeAt(0)));

/** False when a plain scalar surely resolves to a string under the core schema (tested against every core tag). */
export function mayBeCoreNonString(data: string): boolean {
  return data === '' || coreScalarStarts.has(data.charCodeAt(0));
}

/** A scalar tag of the core schema as `yaml` defines it: the pattern a plain scalar must match, and its value. */
export interface CoreScalarTag {
  tag: string;
  test: RegExp;
  resolve: (value: string) => unknown;
}

/** The core schema's scalar tags (a tag such as int has several: decimal, octal, hexadecimal). */
export function coreScalarTags(): CoreScalarTag[] {
  return new Document(null, { schema: 'core' }).schema.tags.flatMap((tag) => {
    const { test, resolve } = tag as {
      test?: RegExp;
      resolve?: (value: string, onError: () => void, options: object) => unknown;
    };
    if (!test || !resolve || tag.tag === undefined) return [];
    return [{ tag: tag.tag, test, resolve: (value: string) => resolve(value, () => {}, { intAsBigInt: false }) }];
  });
}

/**
 * js-yaml parses about ten times faster than `yaml` but keeps no positions and resolves some
 * scalars differently (`-.5`, `0b11`). Building its scalar types from `yaml`'s own YAML 1.2
 * core tags makes both produce the same data; a differential test holds them to it.
 */
function coreSchemaFromYaml(): jsyaml.Schema {
  const variantsByTag = new Map<string, CoreScalarTag[]>();
  for (const variant of coreScalarTags()) {
    const variants = variantsByTag.get(variant.tag) ?? [];
    variants.push(variant);
    variantsByTag.set(variant.tag, variants);
  }
  const implicit = [...variantsByTag].map(([tag, variants]) => {
    // One anchored alternation per tag: most plain scalars are words that fail it at the first character.
    const any = new RegExp(variants.map((v) => `(?:${v.test.source})`).join('|'));
    return new jsyaml.Type(tag, {
      kind: 'scalar',
      resolve: (data: unknown) => typeof data === 'string' && mayBeCoreNonString(data) && any.test(data),
      construct: (data: string) => {
        const value = variants.find((v) => v.test.test(data))!.resolve(data);
        return value instanceof Scalar ? value.value : value;
      },
    });
  });
  return jsyaml.FAILSAFE_SCHEMA.extend({ implicit });
}

const schema = coreSchemaFromYaml();

const bang = /(?:^|[\s,[{])!/m;
/** An anchor starts a node: after indentation, `- `, `: `, `? ` or a flow indicator, and its name follows at once. */
const anchor = /(?:^|[\s,[{])&[^\s,[\]{}]/m;
const explicitKey = /^[ \t]*\?(?:[ \t]|$)/m;
const directive = /^%/m;
const gluedComment = /[\]}"']#/;
const collectionKey = /[\]}][ \t]*:/;
/**
 * A quoted scalar that starts a value (at the start of a line, after `key: `, `- `, or inside a
 * flow collection) and is not closed on its line: quoted scalars may span lines. Quotes inside
 * prose (`is "the work`) do not start a value and are left alone.
 */
const openDoubleQuote = /(?:^[ \t]*|:[ \t]+|-[ \t]+|[[{,][ \t]*)"(?:[^"\\\n]|\\.)*\\?$/m;
const openSingleQuote = /(?:^[ \t]*|:[ \t]+|-[ \t]+|[[{,][ \t]*)'(?:[^'\n]|'')*$/m;
const opening = /[[{]/g;
const closing = /[\]}]/g;

/** Whether a flow collection (`[...]`, `{...}`) stays open past the end of a line. */
function flowSpansLines(text: string): boolean {
  opening.lastIndex = 0;
  for (let open = opening.exec(text); open; open = opening.exec(text)) {
    closing.lastIndex = open.index;
    const close = closing.exec(text);
    const newline = text.indexOf('\n', open.index);
    if (!close || (newline !== -1 && newline < close.index)) return true;
  }
  return false;
}

/**
 * Whether the careful loader must judge the text, because only it reports these as the model
 * requires: anchors (and so every alias: bombs, cycles, alias keys), tags (`!x`; js-yaml accepts
 * a bare `!`), complex keys (`? [a]`, `{[a]: 1}`, which the two loaders turn into different
 * strings), directives, `__proto__` keys, a comment glued to a closing bracket or quote (`[]#`),
 * and quoted scalars and flow collections spread over several lines, whose indentation js-yaml
 * checks less strictly than yaml. A false alarm (`&x` or an unclosed bracket in prose) only costs the slower parse.
 * Cheap substring tests guard the regular expressions, which matters at 20,000 files. The
 * differential fuzz test in test/parse-fast.test.ts holds this list complete.
 */
function needsCarefulLoader(text: string): boolean {
  return (
    (text.includes('&') && anchor.test(text)) ||
    text.includes('__proto__') ||
    (text.includes('!') && bang.test(text)) ||
    (text.includes('?') && explicitKey.test(text)) ||
    (text.includes('%') && directive.test(text)) ||
    gluedComment.test(text) ||
    collectionKey.test(text) ||
    (text.includes('"') && openDoubleQuote.test(text)) ||
    (text.includes("'") && openSingleQuote.test(text)) ||
    flowSpansLines(text)
  );
}

/**
 * Whether a key came from a null or empty scalar (`~: x`, `{a, null}`): js-yaml names it "null",
 * yaml "". Quoted "null" keys are sent to the careful loader too, which costs nothing but time.
 */
function hasNullKey(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasNullKey);
  if (node === null || typeof node !== 'object') return false;
  for (const key in node) {
    if (key === 'null' || key === '' || hasNullKey((node as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * What a text needs for a key named "null" or "": `null` in any case, `~`, an escape in a quoted
 * scalar, an empty quoted scalar, or a `:` with no key before it (`{: 1}`, `[: 1]`, `- : x`). Most
 * documents have none, and are spared the walk over their data.
 */
const nullKeyHint = /null|~|\\|""|''|(?:^|[\s{[,?-]):/im;

/**
 * The data of a well-formed, ordinary model document, or undefined when the careful loader
 * must look at the file (a YAML error, an empty document, anchors, unusual keys).
 */
export function parseFast(text: string): { data: object } | undefined {
  if (needsCarefulLoader(text)) return undefined;
  let data: unknown;
  try {
    data = jsyaml.load(text, { schema });
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== 'object' || (nullKeyHint.test(text) && hasNullKey(data))) return undefined;
  return { data };
}
