// The plugin's RuleTester cases, shared by the uvu and node:test entry points: snippet models and their findings.
export const purposeRequired = {
  valid: [
    { name: 'a purpose that says why', terms: { Task: 'definition: A unit of work.\npurpose: Plan work in steps.' } },
  ],
  invalid: [
    {
      name: 'a purpose that repeats the definition, but for case and punctuation',
      terms: { Task: 'definition: A unit of work.\npurpose: a unit of WORK' },
      errors: [{ line: 2, column: 1, term: 'Task', message: 'the purpose of Task repeats its definition' }],
    },
    {
      name: 'a purpose of punctuation only',
      terms: { Review: 'key: Review\npurpose: "..."' },
      errors: [{ line: 2, column: 1, term: 'Review', message: 'Review has no purpose' }],
    },
  ],
};

/** A crosswalk snippet: the entry for Task at `fidelity`, in a crosswalk of `status`. */
const crosswalk = (status, fidelity) =>
  `status: ${status}\nterms:\n  Task:\n    fidelity: ${fidelity}\n    native_term: ${fidelity === 'tbd' ? 'null' : 'Job'}`;

export const crosswalkTbdReleased = {
  valid: [
    {
      name: 'a draft may leave entries to be decided',
      terms: { Task: '' },
      mappings: { acme: crosswalk('draft', 'tbd') },
    },
    { name: 'a decided entry', terms: { Task: '' }, mappings: { acme: crosswalk('proposed', 'close') } },
  ],
  invalid: [
    {
      name: 'a proposed crosswalk with an entry at tbd',
      terms: { Task: '' },
      mappings: { acme: crosswalk('proposed', 'tbd') },
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 4,
          column: 15,
          term: 'Task',
          message: 'the acme crosswalk is proposed but leaves Task at fidelity tbd',
        },
      ],
    },
  ],
};
