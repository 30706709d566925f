// EVIDENCE_NOT_IN_SOURCE: a quoted piece of evidence that its source document does not hold under the cited section.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { didYouMean } from '../src/diagnostics/suggest.js';
import { crosswalkClaims } from '../src/model/crosswalk-claims.js';
import { quoteIndex } from '../src/model/source-quotes.js';

export default defineRule({
  code: 'EVIDENCE_NOT_IN_SOURCE',
  severity: 'error',
  summary: 'A quote does not occur in the source document, or not under the section it cites.',
  description:
    "Each `{section, quote}` of a claim's evidence is looked up in the crosswalk's vendored source " +
    'document (`source.file`, under model/mappings/sources/), with whitespace runs collapsed to one ' +
    'space and case ignored, so a quote may be re-wrapped but not reworded. The rule reports a ' +
    "`section` that is none of the headings the document's header lists (with the closest one), " +
    'a quote that occurs nowhere in the document, and a quote that occurs only under other ' +
    'sections (it names them): a section runs from its heading to the next heading of its level or ' +
    'above. Shortening a quote with an ellipsis is rewording: quote two pieces instead.',
  messages: {
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
      const document = mapping.sourceDocument;
      if (!document) continue;
      const index = quoteIndex(document);
      const title = document.data.title;
      for (const claim of crosswalkClaims(mapping.data)) {
        (claim.evidence ?? []).forEach(({ section, quote }, i) => {
          const verdict = index.check(section, quote);
          if (verdict.kind === 'ok') return;
          const at = {
            source: mapping.source,
            ...(claim.term === undefined ? {} : { term: claim.term }),
          };
          const path = [...claim.path, 'evidence', i];
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
