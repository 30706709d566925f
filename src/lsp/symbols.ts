// The model's definitions as the protocol's symbols: a file's outline, and the workspace's matches of a query.
import {
  SymbolKind as LspSymbolKind,
  type DocumentSymbol,
  type Location,
  type SymbolInformation,
} from 'vscode-languageserver';
import type { Occurrence, SymbolIndex, SymbolKind } from '../link/symbol-index.js';
import type { Model } from '../model/model.js';
import type { ModelFile } from '../model/model-file.js';
import { toRange, toUri } from './convert.js';
import { matchingDefinitions } from './workspace-symbols.js';

const symbolKinds: Record<SymbolKind, LspSymbolKind> = {
  term: LspSymbolKind.Class,
  relationship: LspSymbolKind.Field,
  state: LspSymbolKind.EnumMember,
  role: LspSymbolKind.Constant,
  rule: LspSymbolKind.Key,
};

export const locationOf = (o: Occurrence): Location => ({
  uri: toUri(o.source.absolutePath),
  range: toRange(o.range),
});

/** A file's definitions: a term file's term spans the file and holds its relationships and states. */
export function documentSymbols(index: SymbolIndex, source: ModelFile): DocumentSymbol[] {
  const definitions = index.of(source).filter((o) => o.definition);
  const symbol = (o: Occurrence, children?: DocumentSymbol[]): DocumentSymbol => ({
    name: o.text,
    detail: o.kind,
    kind: symbolKinds[o.kind],
    range: toRange(o.range),
    selectionRange: toRange(o.range),
    ...(children ? { children } : {}),
  });
  const term = definitions.find((o) => o.kind === 'term');
  if (!term) return definitions.map((o) => symbol(o));
  const whole = source.rangeOfOffsets(0, source.text.length);
  return [
    {
      ...symbol(
        term,
        definitions.filter((o) => o !== term).map((o) => symbol(o)),
      ),
      range: toRange(whole),
    },
  ];
}

/** The definitions matching `query`, each named with what contains it. */
export function workspaceSymbols(index: SymbolIndex, query: string, model: Model | undefined): SymbolInformation[] {
  return matchingDefinitions(index.definitions(), query).map((o) => {
    // Relationships (`Task.reviews`) and states (`Task#ready`) are named within their term; rules within their set.
    const container =
      o.kind === 'relationship' || o.kind === 'state'
        ? o.name.slice(0, o.name.search(/[.#]/))
        : o.kind === 'rule'
          ? model?.rules.get(o.name)?.ruleSet.id
          : undefined;
    return {
      name: o.text,
      kind: symbolKinds[o.kind],
      location: locationOf(o),
      ...(container ? { containerName: container } : {}),
    };
  });
}
