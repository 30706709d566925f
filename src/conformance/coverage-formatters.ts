// The coverage report as text: stylish for people, JSON for tools, Markdown for a pull request or a wiki page.
import { printable } from '../diagnostics/printable.js';
import type { CoverageReport, TermCoverage, TransitionCoverage, VocabularyCoverage } from './coverage.js';

export type CoverageFormat = 'stylish' | 'json' | 'markdown';

interface Style {
  dim(text: string): string;
  yellow(text: string): string;
  bold(text: string): string;
}

const title = (vocabulary: string) => (vocabulary === 'awm' ? 'AWM' : `native (${vocabulary})`);
const move = (transition: TransitionCoverage) => `${transition.from} -> ${transition.to}`;
const ratio = ({ seen, of }: { seen: number; of: number }) => `${seen} of ${of}`;

function totalsLine(coverage: VocabularyCoverage): string {
  const { terms, states, transitions } = coverage.totals;
  return `${ratio(terms)} terms, ${ratio(states)} states, ${ratio(transitions)} transitions seen`;
}

/** One term's lines: its events, then its states and transitions with counts, the never-seen ones dimmed. */
function stylishTerm(term: TermCoverage, style: Style): string {
  const name = printable(term.term);
  if (term.events === 0) return `  ${name}  ${style.dim('never seen')}\n`;
  let out = `  ${style.bold(name)}  ${term.events} event${term.events === 1 ? '' : 's'}\n`;
  const count = (label: string, n: number) => (n === 0 ? style.dim(`${label} never`) : `${label} ${n}`);
  if (term.states.length > 0)
    out += `    states       ${term.states.map((s) => count(printable(s.state), s.count)).join(', ')}\n`;
  const declared = term.transitions.filter((t) => t.declared);
  if (declared.length > 0)
    out += `    transitions  ${declared.map((t) => count(printable(move(t)), t.count)).join(', ')}\n`;
  const undeclared = term.transitions.filter((t) => !t.declared);
  if (undeclared.length > 0) {
    const moves = undeclared.map((t) => `${printable(move(t))} ${t.count}`).join(', ');
    out += `    ${style.yellow('not in the lifecycle')}  ${moves}\n`;
  }
  return out;
}

/** The report for people: per vocabulary, each term with what was seen of it and what never was, then the totals. */
export function stylishCoverage(report: CoverageReport, style: Style): string {
  let out = '';
  for (const coverage of report.vocabularies) {
    out += `\n${style.bold(`Coverage, ${title(coverage.vocabulary)}`)}\n`;
    for (const term of coverage.terms) out += stylishTerm(term, style);
    out += `  ${totalsLine(coverage)}\n`;
  }
  return out;
}

/** The report as one JSON document: `{ "coverage": { events, vocabularies: [...] } }`, on one line. */
export function jsonCoverage(report: CoverageReport): string {
  return `${printable(JSON.stringify({ coverage: report }))}\n`;
}

/** A Markdown table cell: pipes escaped, line breaks as spaces. */
const cell = (text: string) =>
  printable(text)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');

const listed = (items: string[]) => (items.length === 0 ? '' : items.map(cell).join(', '));

/** The report as Markdown: per vocabulary, a table of terms with seen and never-seen states and transitions. */
export function markdownCoverage(report: CoverageReport): string {
  let out = `# Coverage\n\n${report.events} event${report.events === 1 ? '' : 's'} checked.\n`;
  for (const coverage of report.vocabularies) {
    out += `\n## ${title(coverage.vocabulary)}\n\n${totalsLine(coverage)}.\n\n`;
    out += '| Term | Events | States seen | States never seen | Transitions seen | Transitions never seen |\n';
    out += '| --- | ---: | --- | --- | --- | --- |\n';
    for (const term of coverage.terms) {
      const seenStates = term.states.filter((s) => s.count > 0).map((s) => `${s.state} (${s.count})`);
      const neverStates = term.states.filter((s) => s.count === 0).map((s) => s.state);
      const seenMoves = term.transitions
        .filter((t) => t.count > 0)
        .map((t) => `${move(t)} (${t.count})${t.declared ? '' : ', not in the lifecycle'}`);
      const neverMoves = term.transitions.filter((t) => t.count === 0).map(move);
      out +=
        `| ${cell(term.term)} | ${term.events} | ${listed(seenStates)} | ${listed(neverStates)} | ` +
        `${listed(seenMoves)} | ${listed(neverMoves)} |\n`;
    }
  }
  return out;
}
