// The careful loader: a file's positioned YAML document checked for every problem, then its data.
import { isAlias, isScalar, visit, type Node, type YAMLError } from 'yaml';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { ModelFile } from '../model/model-file.js';

/**
 * How many alias dereferences one document may make while being converted to data. Real model
 * files use few or none; the bound stops "billion laughs" documents that expand exponentially.
 */
export const maxAliasCount = 100;

/** Keys that would reach an object's prototype in a consumer that copies the data naively. */
const forbiddenKeys = new Set(['__proto__']);

/** The YAML 1.2 core-schema tags a model document may spell out explicitly. */
const allowedTags = new Set(
  ['str', 'int', 'float', 'bool', 'null', 'seq', 'map'].map((name) => `tag:yaml.org,2002:${name}`),
);

export interface ParsedYaml {
  /** The document as plain data; absent when the YAML was not well formed. */
  data?: unknown;
  diagnostics: Diagnostic[];
}

/** `expected` names what the file should hold, for the message about an empty file. */
export function parseYaml(source: ModelFile, expected: string): ParsedYaml {
  const { document } = source;
  const diagnostics: Diagnostic[] = [];
  const yamlProblem = (problem: YAMLError) =>
    createDiagnostic(
      'YAML_SYNTAX',
      { ...source.fileName, range: source.rangeOfOffsets(problem.pos[0], problem.pos[1]) },
      { detail: describeYamlError(problem) },
    );

  diagnostics.push(...document.errors.map(yamlProblem), ...document.warnings.map(yamlProblem));
  if (diagnostics.length > 0) return { diagnostics };

  if (document.contents === null) {
    diagnostics.push(
      createDiagnostic('EMPTY_FILE', { ...source.fileName, range: source.rangeOfOffsets(0, 0) }, { expected }),
    );
    return { diagnostics };
  }

  diagnostics.push(...checkNodes(source));
  if (diagnostics.length > 0) return { diagnostics };

  try {
    return { data: document.toJS({ maxAliasCount }), diagnostics };
  } catch (error) {
    // toJS throws only for alias expansion beyond maxAliasCount once unresolved aliases are ruled out.
    const firstAlias = findFirstAlias(source);
    diagnostics.push(
      createDiagnostic(
        'ALIAS_LIMIT',
        { ...source.fileName, range: source.rangeOfNode(firstAlias) },
        {
          detail: `aliases expand beyond the limit of ${maxAliasCount} (${(error as Error).message.toLowerCase()})`,
        },
      ),
    );
    return { diagnostics };
  }
}

/** yaml's messages, first line only, without its trailing position hints. */
function describeYamlError(problem: YAMLError): string {
  if (problem.code === 'MULTIPLE_DOCS') return 'a model file holds one YAML document, but another one starts here';
  const first = problem.message.split('\n')[0] ?? problem.message;
  return first.replace(/ at line \d+, column \d+:?$/, '');
}

/** Checks the YAML features a model document must not use: structural keys, tags, bad aliases. */
function checkNodes(source: ModelFile): Diagnostic[] {
  const { document } = source;
  const diagnostics: Diagnostic[] = [];
  visit(document, {
    Map(_, map) {
      const seen = new Map<string, Node>();
      for (const pair of map.items) {
        const key = pair.key as Node | null;
        if (!isScalar(key)) {
          diagnostics.push(
            createDiagnostic(
              'YAML_SYNTAX',
              { ...source.fileName, range: source.rangeOfNode(key) },
              { detail: 'mapping keys must be plain strings, not lists, mappings or aliases' },
            ),
          );
          continue;
        }
        const name = String(key.value);
        if (forbiddenKeys.has(name)) {
          diagnostics.push(
            createDiagnostic('FORBIDDEN_KEY', { ...source.fileName, range: source.rangeOfNode(key) }, { key: name }),
          );
        }
        const first = seen.get(name);
        if (first) {
          diagnostics.push(
            createDiagnostic(
              'DUPLICATE_KEY',
              { ...source.fileName, range: source.rangeOfNode(key) },
              { key: name, firstLine: String(source.rangeOfNode(first).line) },
            ),
          );
        } else {
          seen.set(name, key);
        }
      }
    },
    Node(_, node, ancestors) {
      if (isAlias(node)) {
        const target = node.resolve(document);
        const problem =
          target === undefined
            ? `alias *${node.source} refers to no anchor defined before it`
            : ancestors.includes(target)
              ? `alias *${node.source} refers to a node that contains it, which would make the data infinite`
              : undefined;
        if (problem)
          diagnostics.push(
            createDiagnostic(
              'ALIAS_LIMIT',
              { ...source.fileName, range: source.rangeOfNode(node) },
              { detail: problem },
            ),
          );
        return;
      }
      const tag = (node as { tag?: string }).tag;
      if (tag !== undefined && !allowedTags.has(tag)) {
        diagnostics.push(
          createDiagnostic(
            'YAML_SYNTAX',
            { ...source.fileName, range: source.rangeOfNode(node) },
            { detail: `tag "${tag.replace('tag:yaml.org,2002:', '!!')}" is not supported in model documents` },
          ),
        );
      }
    },
  });
  return diagnostics;
}

function findFirstAlias(source: ModelFile): Node | undefined {
  let found: Node | undefined;
  visit(source.document, {
    Alias(_, node) {
      found = node;
      return visit.BREAK;
    },
  });
  return found;
}
