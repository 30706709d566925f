// PURPOSE_REQUIRED: a term whose purpose is blank or only repeats its definition.
import { defineRule, msg } from 'agent-work-model/rules';

/** Text compared without case, spacing and punctuation: a purpose that only rewraps the definition is a copy. */
const words = (text) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export default defineRule({
  code: 'PURPOSE_REQUIRED',
  severity: 'error',
  summary: "A term's purpose is blank or repeats its definition.",
  description:
    'The definition says what a term is; the purpose says why the model has it. A blank purpose, or one that ' +
    'repeats the definition word for word (ignoring case, spacing and punctuation), tells a reader nothing. ' +
    'The finding points at the `purpose` key.',
  messages: {
    blank: msg`${'term'} has no purpose: say why the model needs the term`,
    copy: msg`the purpose of ${'term'} repeats its definition: say why the model needs the term`,
  },
  reads: ['purpose', 'definition'],
  example: {
    file: 'terms/Task.yaml',
    passing: 'purpose: >-\n  Describe planned or in-flight work items and their dependencies',
    failing: 'purpose: " "',
  },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      const purpose = words(term.data.purpose);
      const messageId = purpose === '' ? 'blank' : purpose === words(term.data.definition) ? 'copy' : undefined;
      if (messageId)
        report({
          source: term.source,
          path: ['purpose'],
          atKey: true,
          term: term.key,
          messageId,
          params: { term: term.key },
        });
    }
  },
});
