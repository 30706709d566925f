// The fast loader: js-yaml, resolving plain scalars exactly as the careful `yaml` loader does.
import jsyaml from 'js-yaml';
import { Document, Scalar } from 'yaml';

/**
 * js-yaml parses about ten times faster than `yaml` but keeps no positions and resolves some
 * scalars differently (`-.5`, `0b11`). Building its scalar types from `yaml`'s own YAML 1.2
 * core tags makes both produce the same data; a differential test holds them to it.
 */
function coreSchemaFromYaml(): jsyaml.Schema {
  type Variant = { test: RegExp; resolve: (value: string) => unknown };
  const variantsByTag = new Map<string, Variant[]>();
  for (const tag of new Document(null, { schema: 'core' }).schema.tags) {
    const { test, resolve } = tag as { test?: RegExp; resolve?: (value: string, onError: () => void, options: object) => unknown };
    if (!test || !resolve || tag.tag === undefined) continue;
    const variants = variantsByTag.get(tag.tag) ?? [];
    variants.push({ test, resolve: (value) => resolve(value, () => {}, { intAsBigInt: false }) });
    variantsByTag.set(tag.tag, variants);
  }
  const implicit = [...variantsByTag].map(([tag, variants]) => {
    // One anchored alternation per tag: most plain scalars are words that fail it at the first character.
    const any = new RegExp(variants.map((v) => `(?:${v.test.source})`).join('|'));
    return new jsyaml.Type(tag, {
      kind: 'scalar',
      resolve: (data: unknown) => typeof data === 'string' && any.test(data),
      construct: (data: string) => {
        const value = variants.find((v) => v.test.test(data))!.resolve(data);
        return value instanceof Scalar ? value.value : value;
      },
    });
  });
  return jsyaml.FAILSAFE_SCHEMA.extend({ implicit });
}

const schema = coreSchemaFromYaml();

/**
 * Text the careful loader must judge, because only it reports these as the model requires:
 * anchors (and so every alias: bombs, cycles, alias keys), tags (`!x`; js-yaml accepts a bare
 * `!`), complex keys (`? [a]`, `{[a]: 1}`, which the two loaders turn into different strings),
 * directives, `__proto__` keys, a comment glued to a closing bracket or quote (`[]#`), and flow
 * collections spread over several lines (an opening bracket left open at the end of a line, or
 * a line that starts by closing one), whose indentation js-yaml checks less strictly than yaml.
 * A false alarm (an `&` or a lone bracket in prose) only costs the slower parse. The
 * differential fuzz test in test/parse-fast.test.ts holds this list complete.
 */
const carefulHint = /&|(?:^|[\s,[{])!|__proto__|^[ \t]*\?(?:[ \t]|$)|[\]}][ \t]*:|^%|[\]}"']#|[[{][^\]}\n]*$|^[^[{\n]*[\]}]/m;

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
 * The data of a well-formed, ordinary model document, or undefined when the careful loader
 * must look at the file (a YAML error, an empty document, anchors, unusual keys).
 */
export function parseFast(text: string): { data: object } | undefined {
  if (carefulHint.test(text)) return undefined;
  let data: unknown;
  try {
    data = jsyaml.load(text, { schema });
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== 'object' || hasNullKey(data)) return undefined;
  return { data };
}
