// Diff of rules: rule-set rules and terms' invariants added, removed, with a level or scope raised or lowered.
import type { ModelBundle } from '../model/bundle.js';
import type { Enforcement, RequirementLevel, RuleDocument, TermDocument } from '../model/documents.js';
import type { Change } from './change.js';
import { createChange, type ChangeTarget } from './change-catalog.js';
import type { TermMatch } from './match-terms.js';
import { scopeCovers } from '../model/rule-scope.js';
import { byName, sameList } from './lists.js';
import { inRuleSet, inTerm } from './targets.js';

/** How strongly a level binds: MAY < SHOULD (NOT) < MUST (NOT). */
const strength: Record<RequirementLevel, number> = { MAY: 0, SHOULD: 1, 'SHOULD NOT': 1, MUST: 2, 'MUST NOT': 2 };

const negative = (level: RequirementLevel) => level.endsWith(' NOT');

/** A rule whose level is MUST or MUST NOT and that a tool checks; the others only advise or document. */
function isEnforced(level: RequirementLevel, enforcement: Enforcement): boolean {
  return strength[level] === 2 && enforcement !== 'documentary';
}

/**
 * A level change tightens when it binds more strongly, or turns a requirement into its opposite
 * (SHOULD -> SHOULD NOT); any other change loosens.
 */
function levelChange(from: RequirementLevel, to: RequirementLevel): 'RULE_LEVEL_TIGHTENED' | 'RULE_LEVEL_LOOSENED' {
  const flipped = strength[from] > 0 && strength[to] > 0 && negative(from) !== negative(to);
  return flipped || strength[to] > strength[from] ? 'RULE_LEVEL_TIGHTENED' : 'RULE_LEVEL_LOOSENED';
}

interface Placed {
  rule: RuleDocument;
  ruleSet: string;
}

function rulesById(bundle: ModelBundle): Map<string, Placed> {
  return new Map(
    bundle.rules.flatMap((ruleSet) =>
      ruleSet.rules.map((rule): [string, Placed] => [rule.id, { rule, ruleSet: ruleSet.id }]),
    ),
  );
}

export function diffRuleSets(before: ModelBundle, after: ModelBundle, match: TermMatch): Change[] {
  const changes: Change[] = [];
  const wasSets = byName(before.rules, (ruleSet) => ruleSet.id);
  const isSets = byName(after.rules, (ruleSet) => ruleSet.id);
  for (const ruleSet of after.rules) {
    const old = wasSets.get(ruleSet.id);
    if (!old) changes.push(createChange('RULE_SET_CHANGED', inRuleSet(ruleSet.id), { what: `"${ruleSet.id}" added` }));
    else {
      for (const property of ['title', 'description'] as const) {
        if (old[property] !== ruleSet[property])
          changes.push(
            createChange('RULE_SET_CHANGED', inRuleSet(ruleSet.id, property), { what: `${property} changed` }),
          );
      }
    }
  }
  for (const ruleSet of before.rules) {
    if (!isSets.has(ruleSet.id))
      changes.push(createChange('RULE_SET_CHANGED', inRuleSet(ruleSet.id), { what: `"${ruleSet.id}" removed` }));
  }

  const was = rulesById(before);
  const is = rulesById(after);
  for (const [id, { rule, ruleSet }] of is) {
    const at = (...parts: string[]) => inRuleSet(ruleSet, 'rules', id, ...parts);
    const old = was.get(id);
    if (!old) {
      changes.push(addedRule(`rule "${id}"`, rule.level, rule.enforcement, at()));
      continue;
    }
    if (old.ruleSet !== ruleSet)
      changes.push(createChange('RULE_TEXT_CHANGED', at(), { what: 'rule set', rule: `rule "${id}"` }));
    changes.push(...diffRule(`rule "${id}"`, old.rule, rule, match, at));
  }
  for (const [id, { rule, ruleSet }] of was) {
    if (!is.has(id))
      changes.push(createChange('RULE_REMOVED', inRuleSet(ruleSet, 'rules', rule.id), { rule: `rule "${id}"` }));
  }
  return changes;
}

function addedRule(rule: string, level: RequirementLevel, enforcement: Enforcement, target: ChangeTarget): Change {
  return createChange(isEnforced(level, enforcement) ? 'RULE_ADDED_ENFORCED' : 'RULE_ADDED', target, {
    rule,
    level,
    enforcement,
  });
}

function diffRule(
  name: string,
  was: RuleDocument,
  is: RuleDocument,
  match: TermMatch,
  at: (...parts: string[]) => ChangeTarget,
): Change[] {
  const changes: Change[] = [];
  if (was.level !== is.level)
    changes.push(
      createChange(levelChange(was.level, is.level), at('level'), { rule: name, from: was.level, to: is.level }),
    );
  if (was.enforcement !== is.enforcement) {
    // Checking by another tool (lint instead of runtime) may refuse what the old one let through.
    const narrowed = is.enforcement === 'documentary';
    changes.push(
      createChange(narrowed ? 'RULE_SCOPE_NARROWED' : 'RULE_SCOPE_WIDENED', at('enforcement'), {
        rule: name,
        what: narrowed
          ? `is no longer enforced by ${was.enforcement} (now documentary)`
          : `is now enforced by ${is.enforcement} (was ${was.enforcement})`,
      }),
    );
  }
  const wasScope = was.applies_to.map(match.newKey);
  for (const entry of is.applies_to) {
    if (!scopeCovers(wasScope, entry))
      changes.push(
        createChange('RULE_SCOPE_WIDENED', at('applies_to', entry), { rule: name, what: `now applies to "${entry}"` }),
      );
  }
  for (const entry of wasScope) {
    if (!scopeCovers(is.applies_to, entry))
      changes.push(
        createChange('RULE_SCOPE_NARROWED', at('applies_to', entry), {
          rule: name,
          what: `no longer applies to "${entry}"`,
        }),
      );
  }
  if (was.statement !== is.statement)
    changes.push(createChange('RULE_TEXT_CHANGED', at('statement'), { what: 'statement', rule: name }));
  if ((was.lint_codes ?? []).join() !== (is.lint_codes ?? []).join())
    changes.push(createChange('RULE_TEXT_CHANGED', at('lint_codes'), { what: 'lint codes', rule: name }));
  return changes;
}

/** A term's invariants are its own rules, enforced by the runtime; they are matched by code. */
export function diffInvariants(key: string, before: TermDocument, after: TermDocument): Change[] {
  if (
    sameList(
      before.invariants,
      after.invariants,
      (a, b) => a.code === b.code && a.level === b.level && a.text === b.text,
    )
  )
    return [];
  const changes: Change[] = [];
  const was = byName(before.invariants, (invariant) => invariant.code);
  const is = byName(after.invariants, (invariant) => invariant.code);
  for (const invariant of after.invariants) {
    const name = `invariant "${invariant.code}"`;
    const at = (...parts: string[]) => inTerm(key, 'invariants', invariant.code, ...parts);
    const old = was.get(invariant.code);
    if (!old) changes.push(addedRule(name, invariant.level, 'runtime', at()));
    else {
      if (old.level !== invariant.level)
        changes.push(
          createChange(levelChange(old.level, invariant.level), at('level'), {
            rule: name,
            from: old.level,
            to: invariant.level,
          }),
        );
      if (old.text !== invariant.text)
        changes.push(createChange('RULE_TEXT_CHANGED', at('text'), { what: 'text', rule: name }));
    }
  }
  for (const invariant of before.invariants) {
    if (!is.has(invariant.code))
      changes.push(
        createChange('RULE_REMOVED', inTerm(key, 'invariants', invariant.code), {
          rule: `invariant "${invariant.code}"`,
        }),
      );
  }
  return changes;
}
