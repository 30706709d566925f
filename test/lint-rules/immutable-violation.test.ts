// IMMUTABLE_VIOLATION: an immutable term that claims mutability or transitions, or is reached by a mutating kind.
import { ruleTester } from '../helpers/rule-tester.js';

/** An immutable snapshot its catalogue publishes. */
const snapshot = 'mutability: immutable\nauthority: {owner: test-owner, mutable: false}';

/** A session that reaches the snapshot by `kind`, owned by another authority. */
const session = (kind: string) => `
  authority: {owner: other-owner, mutable: true}
  relationships:
    - name: snapshot
      kind: ${kind}
      target: Snapshot
      cardinality: "1"
`;

ruleTester('IMMUTABLE_VIOLATION', {
  valid: [
    { name: 'a session that pins its snapshot', terms: { Snapshot: snapshot, Session: session('pins') } },
    { name: 'a session that observes its snapshot', terms: { Snapshot: snapshot, Session: session('observes') } },
    { name: 'a session that references its snapshot', terms: { Snapshot: snapshot, Session: session('references') } },
    {
      name: "the snapshot's own authority contains it (Project and its ProjectSnapshots)",
      terms: { Snapshot: snapshot, Session: session('contains').replace('other-owner', 'test-owner') },
    },
    {
      name: 'an immutable term with states but no transitions',
      terms: {
        Snapshot:
          `${snapshot}\nlifecycle: {initial: published, states: [published], terminal: [published], ` +
          `transitions: []}`,
      },
    },
    {
      name: 'neither end is a term the model rule applies to',
      rules: [{ appliesTo: ['Other'] }],
      terms: {
        Snapshot: 'mutability: immutable\nauthority: {owner: test-owner, mutable: true}',
        Session: session('contains'),
        Other: '',
      },
    },
  ],
  invalid: [
    {
      name: 'a session that contains its snapshot',
      terms: { Snapshot: snapshot, Session: session('contains') },
      errors: [
        {
          file: 'terms/Session.yaml',
          line: 4,
          column: 11,
          message:
            'relationship "snapshot" reaches the immutable Snapshot by "contains"; use pins, references or observes',
        },
      ],
    },
    {
      name: 'an immutable term with a mutable authority',
      terms: { Snapshot: 'mutability: immutable\nauthority:\n  owner: test-owner\n  mutable: true' },
      errors: [{ line: 4, column: 12, message: 'Snapshot is immutable but its authority claims mutable: true' }],
    },
    {
      name: 'an immutable term with transitions',
      terms: {
        Snapshot: `
          mutability: immutable
          authority: {owner: test-owner, mutable: false}
          lifecycle:
            initial: draft
            states: [draft, published]
            terminal: [published]
            transitions:
              - {from: draft, to: published}
        `,
      },
      errors: [{ line: 7, column: 3, message: 'Snapshot is immutable but its lifecycle declares transitions' }],
    },
    {
      name: 'only the subject end is in scope: the immutable target',
      rules: [{ appliesTo: ['Snapshot'] }],
      terms: { Snapshot: snapshot, Session: session('binds') },
      errors: [{ file: 'terms/Session.yaml', line: 4, column: 11, message: 'by "binds"' }],
    },
  ],
});
