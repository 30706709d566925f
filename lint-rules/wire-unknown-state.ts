// WIRE_UNKNOWN_STATE: a crosswalk's wire record kind gives a state its native term's lifecycle does not have.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { didYouMean } from '../src/diagnostics/suggest.js';
import type { WireFormat } from '../src/model/documents.js';

export default defineRule({
  code: 'WIRE_UNKNOWN_STATE',
  severity: 'error',
  summary: "A `wire` record kind's state (a `const` or a `values` target) is no state of its native lifecycle.",
  description:
    "The states a `wire` record kind gives its records (a `const`, or the `values` table that turns a protocol's " +
    'spelling, such as `TASK_STATE_INPUT_REQUIRED`, into the native state `input-required`) must be states of the ' +
    "native lifecycle of the record's native term: of that term's lifecycle when the kind names one term, of some " +
    "native lifecycle of the crosswalk when the term is read from the message (a span's `gen_ai.operation.name`). " +
    'A kind whose native term has no lifecycle gives no state. A misspelt target would make every such record an ' +
    'UNKNOWN_STATE finding of `awm conformance`.',
  messages: {
    unknownState: msg`the ${'kind'} record kind of the ${'format'} wire mapping gives state "${'state'}", which is
      not a state of ${'lifecycle'}${'suggestion'}`,
    noLifecycle: msg`the ${'kind'} record kind of the ${'format'} wire mapping gives ${'term'} records a state, but
      the ${'system'} crosswalk declares no native lifecycle of ${'term'}`,
  },
  reads: [],
  example: {
    file: 'mappings/otel-genai.yaml',
    passing: "values: { '0': unset, '1': ok, '2': error,",
    failing: "values: { '0': unset, '1': okay, '2': error,",
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      const wire = mapping.data.wire;
      if (!wire) continue;
      const lifecycles = mapping.data.native_lifecycles ?? {};
      const everyState = [...new Set(Object.values(lifecycles).flatMap((lifecycle) => lifecycle.states))];
      for (const [format, kinds] of Object.entries(wire) as [WireFormat, NonNullable<typeof wire.otlp>][]) {
        kinds.forEach((kind, index) => {
          const term = kind.term.const;
          const own = term === undefined ? undefined : lifecycles[term];
          const states = own ? own.states : everyState;
          const lifecycle = own ? `the native lifecycle of ${term}` : 'any native lifecycle of the crosswalk';
          kind.moves.forEach((move, m) => {
            if (!move.state) return;
            const at = ['wire', format, index, 'moves', m, 'state'];
            if (term !== undefined && !own) {
              const params = { kind: kind.name, format, term, system: mapping.data.system };
              report({ source: mapping.source, path: at, atKey: true, messageId: 'noLifecycle', params });
              return;
            }
            const given: [string, (string | number)[]][] = [];
            if (move.state.const !== undefined) given.push([move.state.const, ['const']]);
            // The default goes through the values table as a protocol spelling would.
            const fallback = move.state.default;
            if (fallback !== undefined) given.push([move.state.values?.[fallback] ?? fallback, ['default']]);
            for (const [spelling, state] of Object.entries(move.state.values ?? {}))
              given.push([state, ['values', spelling]]);
            for (const [state, path] of given) {
              if (states.includes(state)) continue;
              report({
                source: mapping.source,
                path: [...at, ...path],
                messageId: 'unknownState',
                params: { kind: kind.name, format, state, lifecycle, suggestion: didYouMean(state, states) },
                fixes: [correctionFix(mapping.source, [...at, ...path], state, states)],
              });
            }
          });
        });
      }
    }
  },
});
