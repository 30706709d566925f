// Human-readable output of `awm mapping coverage` and `awm mapping diff`.
import type { Palette } from '../../format/palette.js';
import { describeCounts } from '../../diff/report.js';
import { paint } from '../../diff/format/stylish.js';
import { coverageLevels, type SystemCoverage } from '../coverage.js';
import type { CrosswalkChanges } from '../crosswalk-diff.js';

const levelWidth = 'missing'.length;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Per system: its status line, one line per fidelity (count and terms), its state maps and false friends. */
export function formatCoverageStylish(coverage: readonly SystemCoverage[], chalk: Palette): string {
  const lines: string[] = [];
  for (const system of coverage) {
    const verified =
      system.verifiedAgainst === null ? chalk.yellow('not verified') : `verified against ${system.verifiedAgainst}`;
    lines.push(`${chalk.underline(system.system)}  ${system.status}, overall ${system.fidelityOverview}, ${verified}`);
    for (const level of coverageLevels) {
      const terms = system.terms[level];
      const count = String(terms.length).padStart(String(system.total).length);
      const label =
        level === 'missing' && terms.length > 0 ? chalk.red(level.padEnd(levelWidth)) : level.padEnd(levelWidth);
      lines.push(`  ${label}  ${count}/${system.total}${terms.length > 0 ? `  ${chalk.dim(terms.join(', '))}` : ''}`);
    }
    if (system.unknownTerms.length > 0)
      lines.push(`  ${chalk.red('entries for unknown terms')}: ${system.unknownTerms.join(', ')}`);
    for (const lifecycle of system.nativeLifecycles)
      lines.push(
        `  native lifecycle ${lifecycle.nativeTerm}: ${plural(lifecycle.states, 'state')}, ` +
          `${plural(lifecycle.transitions, 'transition')}`,
      );
    for (const stateMap of system.stateMaps) {
      const other = stateMap.otherStates === undefined ? [] : [`other states -> ${stateMap.otherStates ?? '(none)'}`];
      const states = [...stateMap.states.map((s) => `${s.native} -> ${s.awm ?? '(none)'}`), ...other].join(', ');
      const uncovered =
        stateMap.awmStatesWithoutNative.length > 0
          ? chalk.dim(`; no native state for ${stateMap.awmStatesWithoutNative.join(', ')}`)
          : '';
      lines.push(`  state map ${stateMap.term} (${stateMap.nativeTerm ?? 'no native term'}): ${states}${uncovered}`);
    }
    if (system.falseFriends > 0) lines.push(`  ${plural(system.falseFriends, 'false friend')}`);
    if (system.ruleConflicts > 0) lines.push(`  ${plural(system.ruleConflicts, 'rule conflict')}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Per system a heading, then each change with its classification and kind, and a count. */
export function formatCrosswalkDiffStylish(
  groups: readonly CrosswalkChanges[],
  names: { before: string; after: string },
  chalk: Palette,
): string {
  const lines = [`crosswalks: ${names.before} -> ${names.after}`, ''];
  for (const group of groups) {
    const presence = group.presence === 'both' ? '' : ` (${group.presence})`;
    lines.push(`${chalk.underline(group.system)}${presence}`);
    if (group.changes.length === 0) lines.push(`  ${chalk.dim('no changes')}`);
    for (const change of group.changes)
      lines.push(`  ${paint(chalk, change.classification)}  ${change.message}  ${chalk.dim(change.kind)}`);
    lines.push('');
  }
  lines.push(describeCounts(groups.flatMap((group) => group.changes)));
  return `${lines.join('\n')}\n`;
}
