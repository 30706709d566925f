// The scaffold `awm mapping init` writes: a crosswalk with every term tbd and a commented example of each section.
import type { PackageSourceReference, SourceSectionDocument } from '../model/documents.js';

export interface ScaffoldOptions {
  system: string;
  /** Term keys in the model's order. */
  terms: readonly string[];
  /** The source, when one was given: a vendored file under mappings/ and its SHA-256, or a pinned package file. */
  source?: ({ file: string; sha256: string } | PackageSourceReference) & { title: string };
}

/**
 * `model/mappings/<system>.yaml`: valid and lint-clean as written (every entry `tbd`, so it claims
 * nothing yet), with each section a crosswalk can hold shown in comments, in the order the
 * schema lists them, so a maintainer fills it in place.
 */
export function crosswalkScaffold({ system, terms, source }: ScaffoldOptions): string {
  const lines = [
    '# yaml-language-server: $schema=../../schemas/mapping.schema.json',
    `# The ${system} crosswalk, scaffolded by \`awm mapping init\`. Every entry is tbd: it claims nothing yet.`,
    '# Read the source, then for each term choose a level of the fidelity rubric (exact, close, broad,',
    '# narrow, related, none) and quote the words of the source that support it. The mapping maintainer',
    '# guide walks through it; `awm lint` checks every quote against the vendored source.',
    `system: ${system}`,
    'status: draft',
    'fidelity_overview: tbd',
    '# Once every claim is quoted: the document the crosswalk was checked against.',
    'verified_against: null',
  ];
  if (source && 'package' in source)
    lines.push(
      `# The package file every quote is checked against (${source.title}): its sections are its declarations,`,
      '# such as TaskState or Task.contextId. Upgrading the package fails the lint until the crosswalk is',
      '# re-audited against the new version and this pin updated.',
      'source:',
      `  package: ${JSON.stringify(source.package)}`,
      `  version: ${source.version}`,
      `  file: ${source.file}`,
      `  sha256: ${source.sha256}`,
    );
  else if (source)
    lines.push(
      `# The vendored document every quote is checked against (${source.title}).`,
      'source:',
      `  file: ${source.file}`,
      `  sha256: ${source.sha256}`,
    );
  else
    lines.push(
      '# The vendored document every quote is checked against: `awm mapping init --source` writes it.',
      '# source:',
      `#   file: sources/${system}.md`,
      '#   sha256: <the sha256 of its header>',
    );
  lines.push(
    `description: The crosswalk from the Agent Work Model to ${system}.`,
    'notes: Not yet checked against its source.',
    'compatibility_field_mappings: []',
    'terms:',
    '  # One entry per AWM term. An entry that claims something quotes its evidence, for example:',
    '  # AgentRun:',
    '  #   fidelity: close             # exact | close | broad | narrow | related | none | tbd',
    '  #   native_term: WorkUnit       # the native name; null for none and tbd',
    '  #   notes: >-',
    "  #     What the native concept is, and where it differs from the AWM term's definition.",
    '  #   evidence:',
    '  #     - section: Work & execution objects   # a heading the source header lists',
    '  #       quote: one execution instance bound to a Subject   # words of the source, verbatim',
    ...terms.map((term) => `  ${term}: {fidelity: tbd, native_term: null}`),
    '',
    "# The system's own lifecycles, by the native term whose records carry the states:",
    '# native_lifecycles:',
    '#   WorkUnit:',
    '#     states: [queued, active, succeeded, failed, cancelled]',
    '#     initial: queued                  # null when configuration decides (then other_states)',
    '#     terminal: [succeeded, failed, cancelled]',
    '#     transitions:',
    '#       - {from: queued, to: active, verb: start, evidence: [{section: ..., quote: ...}]}',
    '#     left_out:                         # what the source describes that the lifecycle does not hold',
    '#       - {name: pause, reason: An event, not a state., evidence: [{section: ..., quote: ...}]}',
    '#     evidence: [{section: ..., quote: ...}]',
    '',
    '# Lifecycles the source describes that the crosswalk does not declare:',
    '# left_out_lifecycles:',
    '#   - {native_term: lease, name: held and stale, reason: No states named., evidence: [...]}',
    '',
    '# For AWM terms with a lifecycle: the native lifecycle of its native term, state by state.',
    '# state_maps:',
    '#   AgentRun:',
    '#     states:',
    '#       queued: {awm_state: assigned, fidelity: close, evidence: [...]}',
    '#       paused: {awm_state: null, fidelity: none, notes: Why the AWM term has no such state., evidence: [...]}',
    '',
    '# Native words that look like an AWM term and mean something else:',
    '# false_friends:',
    '#   - {native_term: Workspace, term: Workspace, reason: A grouping scope., evidence: [...]}',
    '',
    '# Native defaults or behaviours that contradict a rule of the AWM (model/rules/):',
    '# rule_conflicts:',
    '#   - {rule: policy-narrows, native_term: allowlist, conflict: Empty means all., evidence: [...]}',
    '',
  );
  return lines.join('\n');
}

/**
 * Short lines standing alone after a blank line, which are often headings: offered, commented
 * out, in a new source document's header for its maintainer to keep or drop.
 */
export function candidateHeadings(text: string): SourceSectionDocument[] {
  const lines = text.split(/\r?\n/);
  const candidates: SourceSectionDocument[] = [];
  lines.forEach((line, index) => {
    const title = line.trim();
    const alone = (index === 0 || lines[index - 1]!.trim() === '') && (lines[index + 1] ?? '').trim() === '';
    if (alone && title.length > 0 && title.length <= 80 && !/[.,;:]$/.test(title))
      candidates.push({ line: index + 1, title });
  });
  return candidates;
}
