// MAPPING_HOOK_DRIFT: a term's mapping hook disagrees with the crosswalk document on fidelity or native term.
import { defineRule, msg } from '../src/lint/rule-api.js';

export default defineRule({
  code: 'MAPPING_HOOK_DRIFT',
  severity: 'error',
  summary: "A term's `mapping_hooks` entry disagrees with the crosswalk document.",
  description:
    "A term's `mapping_hooks` entry for a system mirrors the term's entry in that system's crosswalk " +
    '(model/mappings/), which is authoritative. The rule reports a hook whose `fidelity` or `native_term` differs ' +
    'from ' +
    "the document's entry, and a hook for a term the document has no entry for. Notes may differ: a " +
    "hook's notes speak from the term's side. A term without a hook for a system is not reported: " +
    'hooks are an optional mirror (the published model carries them for project-interop only), so ' +
    'a crosswalk needs no edits to sixteen term files. A hook naming a system without a crosswalk ' +
    'is UNKNOWN_REFERENCE.',
  messages: {
    differs: msg`mapping hook says ${'property'} ${'hook'}, but the ${'system'} crosswalk says ${'document'}
      (${'where'})`,
    orphan: msg`mapping hook for ${'system'}, but the ${'system'} crosswalk has no entry for ${'term'} (${'where'})`,
  },
  reads: ['mapping_hooks'],
  example: {
    file: 'terms/Project.yaml',
    passing: '  project-interop:\n    fidelity: partial\n    native_term: Project',
    failing: '  project-interop:\n    fidelity: partial\n    native_term: Projekt',
  },
  check({ model, report }) {
    const show = (value: string | null) => (value === null ? 'null' : `"${value}"`);
    for (const term of model.terms.values()) {
      for (const [system, hook] of Object.entries(term.data.mapping_hooks)) {
        const mapping = model.mappings.get(system);
        if (!mapping) continue;
        const entry = mapping.data.terms[term.key];
        const at = { source: term.source, term: term.key };
        if (!entry) {
          const where = `${mapping.source.file}:${mapping.source.locateKey(['terms']).line}`;
          report({
            ...at,
            path: ['mapping_hooks', system],
            atKey: true,
            messageId: 'orphan',
            params: { system, term: term.key, where },
          });
          continue;
        }
        for (const property of ['fidelity', 'native_term'] as const) {
          if (hook[property] === entry[property]) continue;
          const where = `${mapping.source.file}:${mapping.source.locate(['terms', term.key, property]).line}`;
          report({
            ...at,
            path: ['mapping_hooks', system, property],
            messageId: 'differs',
            params: { property, hook: show(hook[property]), system, document: show(entry[property]), where },
          });
        }
      }
    }
  },
});
