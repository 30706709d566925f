// WIRE_UNKNOWN_TERM: a crosswalk's wire record kind names a native term, or a reference, the crosswalk does not know.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { didYouMean } from '../src/diagnostics/suggest.js';
import type { WireFormat } from '../src/model/documents.js';
import { knownNativeTerms } from '../src/model/native-terms.js';

export default defineRule({
  code: 'WIRE_UNKNOWN_TERM',
  severity: 'error',
  summary: "A `wire` record kind's native term, or a reference it makes, is no term the crosswalk knows.",
  description:
    "A crosswalk's `wire` block says how a protocol's messages become native records (`awm conformance " +
    '--trace-format`). The native term a record kind gives (a `const`, or a `values` target of the selector that ' +
    "reads it) must be one the crosswalk knows: an entry's `native_term`, a native lifecycle, a false friend or a " +
    'left-out lifecycle; else every record of that kind would be reported as a term of no crosswalk. A reference ' +
    '(`refs`) names a native term, whose AWM identity field it then fills, or an AWM identity field itself. The ' +
    "schema cannot tell: the names are the crosswalk's own.",
  messages: {
    unknownTerm: msg`the ${'kind'} record kind of the ${'format'} wire mapping names native term "${'term'}", which
      the ${'system'} crosswalk does not know${'suggestion'}`,
    unknownReference: msg`the ${'kind'} record kind of the ${'format'} wire mapping refers to "${'name'}", which is
      neither a native term of the ${'system'} crosswalk nor an AWM identity field${'suggestion'}`,
  },
  reads: [],
  example: {
    file: 'mappings/mcp.yaml',
    passing: '      term: { const: Task }\n',
    failing: '      term: { const: Tsak }\n',
  },
  check({ model, report }) {
    const identityFields = [...model.terms.values()].map((term) => term.data.identity.field);
    for (const mapping of model.mappings.values()) {
      const wire = mapping.data.wire;
      if (!wire) continue;
      const known = knownNativeTerms(mapping.data);
      const system = mapping.data.system;
      for (const [format, kinds] of Object.entries(wire) as [WireFormat, NonNullable<typeof wire.otlp>][]) {
        kinds.forEach((kind, index) => {
          const at = ['wire', format, index];
          const named: [string, (string | number)[]][] = [];
          if (kind.term.const !== undefined) named.push([kind.term.const, ['term', 'const']]);
          for (const [spelling, term] of Object.entries(kind.term.values ?? {}))
            named.push([term, ['term', 'values', spelling]]);
          for (const [term, path] of named) {
            if (known.includes(term)) continue;
            report({
              source: mapping.source,
              path: [...at, ...path],
              messageId: 'unknownTerm',
              params: { kind: kind.name, format, term, system, suggestion: didYouMean(term, known) },
              fixes: [correctionFix(mapping.source, [...at, ...path], term, known)],
            });
          }
          for (const name of Object.keys(kind.refs ?? {})) {
            if (known.includes(name) || identityFields.includes(name)) continue;
            const candidates = [...known, ...identityFields];
            report({
              source: mapping.source,
              path: [...at, 'refs', name],
              atKey: true,
              messageId: 'unknownReference',
              params: { kind: kind.name, format, name, system, suggestion: didYouMean(name, candidates) },
              fixes: [correctionFix(mapping.source, [...at, 'refs', name], name, candidates, 'key')],
            });
          }
        });
      }
    }
  },
});
