// The fields the runtime's policy rules ("policy only narrows") read, and which of them a model lacks: the one check
// by which `awm runtime init` refuses such a model and lint reports RUNTIME_POLICY_FIELD.
/** Per term, the fields its policy rules read and the type each must have. */
export const policyRuleFields: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries({
    Project: { policy: 'PolicyDocument' },
    ProjectSnapshot: { resolved_definition: 'object', project_id: 'name' },
    WorkSession: { policy: 'PolicyDocument', project_snapshot_id: 'name' },
    ResourceBinding: { grant: 'Grant', resource_id: 'name' },
  }).map(([term, fields]) => [term, new Map(Object.entries(fields))]),
);

/** A field as both the model's documents and the runtime's term specs describe it. */
interface NamedField {
  name: string;
  type: string;
}

export type PolicyFieldProblem<F extends NamedField = NamedField> =
  | { kind: 'no-term'; term: string }
  /** `found` is the field of that name with another type, when there is one. */
  | { kind: 'field'; term: string; field: string; type: string; found?: F };

/**
 * What the policy rules need that the model lacks, in the order of policyRuleFields; `fieldsOf` gives a term's
 * fields, or undefined when the model has no such term.
 */
export function policyFieldProblems<F extends NamedField>(
  fieldsOf: (term: string) => readonly F[] | undefined,
): PolicyFieldProblem<F>[] {
  const problems: PolicyFieldProblem<F>[] = [];
  for (const [term, needed] of policyRuleFields) {
    const fields = fieldsOf(term);
    if (!fields) {
      problems.push({ kind: 'no-term', term });
      continue;
    }
    for (const [field, type] of needed) {
      // The last of two fields of one name is the one the runtime keeps (a duplicate is an error of its own).
      const found = fields.findLast((candidate) => candidate.name === field);
      if (found?.type !== type) problems.push({ kind: 'field', term, field, type, ...(found ? { found } : {}) });
    }
  }
  return problems;
}
