// Spectral ruleset equivalent to awm's INVERSE_MISSING, INVERSE_TARGET, INVERSE_CARDINALITY and
// IDENTITY_FIELD, run on generated/model.json to compare Spectral with `awm lint` (benchmark only).

/** Relationships of every term, by term key and relationship name. */
function index(terms) {
  const byTerm = new Map();
  for (const term of terms) byTerm.set(term.key, new Map(term.relationships.map((r) => [r.name, r])));
  return byTerm;
}

function inverseMissing(document) {
  const byTerm = index(document.terms);
  const results = [];
  document.terms.forEach((term, t) => {
    term.relationships.forEach((r, i) => {
      if (r.inverse !== undefined && !byTerm.get(r.target)?.has(r.inverse)) {
        results.push({
          message: `${term.key}.${r.name}: ${r.target} has no ${r.inverse}`,
          path: ['terms', t, 'relationships', i, 'inverse'],
        });
      }
    });
    if (term.parent && !byTerm.get(term.parent.term)?.has(term.parent.inverse)) {
      results.push({
        message: `${term.key}: parent ${term.parent.term} has no ${term.parent.inverse}`,
        path: ['terms', t, 'parent', 'inverse'],
      });
    }
  });
  return results;
}

function inverseTarget(document) {
  const byTerm = index(document.terms);
  const results = [];
  document.terms.forEach((term, t) => {
    term.relationships.forEach((r, i) => {
      const back = r.inverse === undefined ? undefined : byTerm.get(r.target)?.get(r.inverse);
      if (back && (back.target !== term.key || (back.inverse !== undefined && back.inverse !== r.name))) {
        results.push({
          message: `${term.key}.${r.name}: inverse points elsewhere`,
          path: ['terms', t, 'relationships', i, 'inverse'],
        });
      }
    });
  });
  return results;
}

function inverseCardinality(document) {
  const byTerm = index(document.terms);
  const results = [];
  document.terms.forEach((term, t) => {
    term.relationships.forEach((r, i) => {
      const back = r.inverse === undefined ? undefined : byTerm.get(r.target)?.get(r.inverse);
      if (!back || back.target !== term.key) return;
      if (
        (r.inverse_cardinality !== undefined && back.cardinality !== r.inverse_cardinality) ||
        (back.inverse_cardinality !== undefined && back.inverse_cardinality !== r.cardinality)
      ) {
        results.push({
          message: `${term.key}.${r.name}: cardinalities disagree`,
          path: ['terms', t, 'relationships', i],
        });
      }
    });
  });
  return results;
}

function identityField(term, _options, context) {
  const matches = term.fields.filter((f) => f.name === term.identity.field);
  if (matches.length === 1 && matches[0].kind === 'identity') return [];
  return [
    {
      message: `${term.key}: identity field ${term.identity.field} not listed once as identity`,
      path: [...context.path, 'identity', 'field'],
    },
  ];
}

export default {
  rules: {
    'inverse-missing': { severity: 'error', given: '$', then: { function: inverseMissing } },
    'inverse-target': { severity: 'error', given: '$', then: { function: inverseTarget } },
    'inverse-cardinality': { severity: 'error', given: '$', then: { function: inverseCardinality } },
    'identity-field': { severity: 'error', given: '$.terms[*]', then: { function: identityField } },
  },
};
