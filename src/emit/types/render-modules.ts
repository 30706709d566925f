// Renders generated TypeScript modules: declarations through json-schema-to-typescript, then one Prettier pass.
import type { GeneratedFile } from '../generated-file.js';
import type { JsonSchema } from '../schemas/json-schema.js';
import { lineComment } from './ts-comment.js';
import { loadTypeScriptWriter } from './typescript-writer.js';

/** A declaration json-schema-to-typescript makes from a schema, or one written directly. */
export type ModulePart = { schema: JsonSchema } | { code: string };

/**
 * One generated module as plain data (so it can be handed to a worker thread): its purpose line,
 * what it imports from common.ts, and its declarations in order.
 */
export interface ModuleSpec {
  path: string;
  purpose: string;
  sharedImports: string[];
  parts: ModulePart[];
}

/** A line that cannot occur in generated declarations, marking where one module ends and the next begins. */
const boundary = (path: string) => `// @@awm-module ${path}`;
const boundaryPattern = /^\/\/ @@awm-module (\S+)\n/gm;

/**
 * Renders modules in one Prettier call: Prettier's cost is mostly per call, so one call for a
 * 2,000-term model takes a third of the time of a call per file. Each module is formatted on its
 * own lines between boundary comments and comes out exactly as it would alone (a test compares
 * the two).
 */
export async function renderModules(specs: readonly ModuleSpec[], notice: string): Promise<GeneratedFile[]> {
  const writer = await loadTypeScriptWriter();
  const sources = await Promise.all(
    specs.map(async (spec) => {
      const declarations = await Promise.all(
        spec.parts.map((part) => ('schema' in part ? writer.declarations(part.schema) : part.code)),
      );
      const imports = spec.sharedImports.length
        ? `import type { ${spec.sharedImports.join(', ')} } from './common.js';\n\n`
        : '';
      const header = `${boundary(spec.path)}\n${lineComment(notice)}${lineComment(spec.purpose)}\n`;
      return `${header}${imports}${declarations.join('\n')}`;
    }),
  );
  const formatted = await writer.format(sources.join('\n'), 'generated-types.ts');
  const starts = [...formatted.matchAll(boundaryPattern)];
  if (starts.length !== specs.length) throw new Error('internal error: Prettier moved a module boundary');
  return starts.map((start, index) => {
    const end = starts[index + 1]?.index ?? formatted.length;
    return { path: `types/${start[1]}`, content: `${formatted.slice(start.index + start[0].length, end).trim()}\n` };
  });
}
