// Markdown output of `awm mapping coverage`: a table for a pull request or a report.
import { cell, code, codeCell } from '../../format/markdown.js';
import { coverageLevels, type SystemCoverage } from '../coverage.js';

/** A table of counts per system and fidelity, then per system the terms at each fidelity. */
export function formatCoverageMarkdown(coverage: readonly SystemCoverage[]): string {
  const lines = [
    '## Crosswalk coverage',
    '',
    `| System | Status | Verified against | ${coverageLevels.join(' | ')} |`,
    `|---|---|---|${coverageLevels.map(() => '---:|').join('')}`,
  ];
  for (const system of coverage) {
    const counts = coverageLevels.map((level) => String(system.terms[level].length)).join(' | ');
    lines.push(
      `| ${codeCell(system.system)} | ${system.status} | ` +
        `${system.verifiedAgainst === null ? 'not verified' : cell(system.verifiedAgainst)} | ${counts} |`,
    );
  }
  for (const system of coverage) {
    lines.push('', `### ${code(system.system)}`, '');
    for (const level of coverageLevels) {
      const terms = system.terms[level];
      if (terms.length > 0) lines.push(`- **${level}** (${terms.length}): ${terms.join(', ')}`);
    }
    for (const stateMap of system.stateMaps) {
      const awm = (state: string | null) => (state === null ? 'none' : code(state));
      const other = stateMap.otherStates === undefined ? [] : [`other states → ${awm(stateMap.otherStates)}`];
      const states = [...stateMap.states.map((s) => `${code(s.native)} → ${awm(s.awm)}`), ...other].join(', ');
      lines.push(`- state map of ${stateMap.term}: ${states}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
