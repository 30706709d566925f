// EVIDENCE_NOT_IN_SOURCE: a quoted piece of evidence that its source document does not hold under the cited section.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { didYouMean } from '../src/diagnostics/suggest.js';
import { crosswalkClaims } from '../src/model/crosswalk-claims.js';
import { quotedSource } from '../src/model/crosswalk-sources.js';

export default defineRule({
  code: 'EVIDENCE_NOT_IN_SOURCE',
  severity: 'error',
  summary: 'A quote does not occur in the source document, or not under the section it cites.',
  description:
    "Each `{section, quote}` of a claim's evidence is looked up in the crosswalk's source, with whitespace runs " +
    'collapsed to one space and case ignored, so a quote may be re-wrapped but not reworded. The source is ' +
    'the vendored document `source.file` names (under model/mappings/sources/, its sections the headings its ' +
    'header lists), or a file inside an installed npm package that `source` pins, or the `sources` entry an ' +
    "evidence quote's `source` names. A package file's sections come from the file: in TypeScript declarations " +
    'each declaration by its name (`TaskState`) and each member of an enum, interface, class, type literal or ' +
    'namespace as `Parent.member` (`Task.contextId`), starting at the doc comment above it; in JSON each ' +
    'definition (`$defs`, `definitions`, else each top-level key) and its properties (`Key.property`); in ' +
    'Markdown its headings. In declarations the `*` that opens a doc comment line counts as whitespace, so ' +
    'a quote may run across comment lines with or without it. The rule reports a `source` that names no ' +
    'entry of `sources`, a `section` that is none of the sections of the source (with the closest one), a ' +
    'quote that occurs nowhere in it, and a quote that occurs only under other sections (it names them): a ' +
    'section runs to the next section of its level or above. Shortening a quote with an ellipsis is ' +
    'rewording: quote two pieces instead. A package that is not installed, or not as pinned, is reported by ' +
    'MAPPING_SOURCE_NOT_INSTALLED or MAPPING_SOURCE_CHANGED, and its quotes are not checked.',
  messages: {
    source: msg`"${'name'}" is not a source of the ${'system'} crosswalk${'suggestion'}`,
    section: msg`"${'section'}" is not a section of ${'title'}${'suggestion'}`,
    notFound: msg`${'claim'}: the quote does not occur in ${'title'}`,
    elsewhere: msg`${'claim'}: the quote stands under ${'found'}, not under "${'section'}"`,
  },
  reads: [],
  example: {
    file: 'mappings/vox.yaml',
    passing: 'quote: Boot, supervise, and terminate agent processes.',
    failing: 'quote: Boot, supervise, and restart agent processes.',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      if (!mapping.data.source && !mapping.data.sources) continue;
      for (const claim of crosswalkClaims(mapping.data)) {
        (claim.evidence ?? []).forEach(({ section, quote, source }, i) => {
          const at = {
            source: mapping.source,
            ...(claim.term === undefined ? {} : { term: claim.term }),
          };
          const path = [...claim.path, 'evidence', i];
          const quoted = quotedSource(mapping, source);
          if (quoted.kind === 'unknown-name') {
            const name = source!;
            report({
              ...at,
              path: [...path, 'source'],
              messageId: 'source',
              params: { name, system: mapping.system, suggestion: didYouMean(name, quoted.names) },
              fixes: [correctionFix(mapping.source, [...path, 'source'], name, quoted.names)],
            });
            return;
          }
          if (quoted.kind === 'unchecked') return;
          const { index, title } = quoted;
          const verdict = index.check(section, quote);
          if (verdict.kind === 'ok') return;
          if (verdict.kind === 'unknown-section')
            report({
              ...at,
              path: [...path, 'section'],
              messageId: 'section',
              params: { section, title, suggestion: didYouMean(section, verdict.titles) },
              fixes: [correctionFix(mapping.source, [...path, 'section'], section, verdict.titles)],
            });
          else if (verdict.kind === 'not-found')
            report({ ...at, path: [...path, 'quote'], messageId: 'notFound', params: { claim: claim.label, title } });
          else {
            const found =
              verdict.titles.length === 0 ? 'no section' : verdict.titles.map((t) => `"${t}"`).join(' and ');
            report({
              ...at,
              path: [...path, 'quote'],
              messageId: 'elsewhere',
              params: { claim: claim.label, found, section },
            });
          }
        });
      }
    }
  },
});
