// A lint plugin in one file: invariants whose text uses another RFC 2119 keyword than their level, with a fix.
// Its default export is a function that awm calls with the rule API (what agent-work-model/rules exports), so
// the file works where awm runs without being installed beside it, as in a pre-commit hook.

/** The RFC 2119 keywords an invariant's level can be, longest first so that MUST NOT is not read as MUST. */
const keywords = ['MUST NOT', 'SHOULD NOT', 'MUST', 'SHOULD', 'MAY'];

/** The levels the text's keywords name. */
function levelsIn(text) {
  const levels = new Set();
  let rest = text;
  for (const keyword of keywords) {
    if (!rest.includes(keyword)) continue;
    levels.add(keyword);
    rest = rest.split(keyword).join(' ');
  }
  return levels;
}

export default ({ definePlugin, defineRule, msg, replaceScalar }) =>
  definePlugin({ name: 'house', rules: [invariantLevelKeyword({ defineRule, msg, replaceScalar })] });

/** The rule, made with the API it is given. */
function invariantLevelKeyword({ defineRule, msg, replaceScalar }) {
  return defineRule({
    code: 'INVARIANT_LEVEL_KEYWORD',
    severity: 'warning',
    summary: "An invariant's text uses an RFC 2119 keyword other than its level.",
    description:
      'An invariant with `level: MUST` whose text says SHOULD (or the other way round) leaves a reader unsure which ' +
      'one holds. When the text uses exactly one keyword, the fix sets the level to it; text with no keyword, or ' +
      'with several, is not reported.',
    messages: {
      mismatch: msg`invariant ${'code'} of ${'term'} has level ${'level'} but its text says ${'keyword'}`,
    },
    reads: ['invariants'],
    example: {
      file: 'terms/Task.yaml',
      passing: '  - code: session-scoped\n    level: MUST\n    text: A Task MUST belong to exactly one WorkSession.',
      failing: '  - code: session-scoped\n    level: SHOULD\n    text: A Task MUST belong to exactly one WorkSession.',
    },
    check({ model, report }) {
      for (const term of model.terms.values()) {
        (term.data.invariants ?? []).forEach((invariant, index) => {
          const levels = levelsIn(invariant.text ?? '');
          if (levels.size !== 1 || levels.has(invariant.level)) return;
          const [keyword] = levels;
          const path = ['invariants', index, 'level'];
          const edit = replaceScalar(term.source, path, keyword);
          report({
            source: term.source,
            path,
            term: term.key,
            messageId: 'mismatch',
            params: { code: invariant.code, term: term.key, level: invariant.level, keyword },
            fixes: edit ? [{ title: `Set the level to ${keyword}`, edits: [edit] }] : [],
          });
        });
      }
    },
  });
}
