// Benchmark: deriving the sections and the quote index of the protocol package files the crosswalks quote, beside a
// floor measured in the same run (splitting the text into lines and lower-casing each), and checking every quote.
import { readFileSync } from 'node:fs';
import { compileModel } from '../../src/compile.js';
import { crosswalkClaims } from '../../src/model/crosswalk-claims.js';
import { quotedSource } from '../../src/model/crosswalk-sources.js';
import { packageFileKind, packageSections } from '../../src/model/package-sections.js';
import { QuoteIndex } from '../../src/model/source-quotes.js';
import { repoPath } from '../helpers/paths.js';
import { median, table } from './measure.js';

const files = [
  '@opentelemetry/semantic-conventions/dist/experimental_attributes.d.mts',
  '@modelcontextprotocol/sdk/dist/esm/spec.types.d.ts',
  '@a2a-js/sdk/dist/a2a-CJdXl9vi.d.ts',
];
const runs = 15;

/** Median milliseconds of `work`, the runs taking turns with the floor's so that load slows both alike. */
function alternate(work: () => unknown, floor: () => unknown): { work: number; floor: number } {
  const times = { work: [] as number[], floor: [] as number[] };
  for (let i = 0; i < runs; i++) {
    for (const [name, fn] of [
      ['work', work],
      ['floor', floor],
    ] as const) {
      const started = performance.now();
      fn();
      times[name].push(performance.now() - started);
    }
  }
  return { work: median(times.work), floor: median(times.floor) };
}

export default function run(): void {
  console.log(`package files: sections and quote index, median ms of ${runs} runs (alternating with the floor)`);
  table(
    ['file', 'KiB', 'sections', 'split', 'index', 'floor', 'ratio'],
    files.map((file) => {
      const text = readFileSync(repoPath('node_modules', file), 'utf8');
      const kind = packageFileKind(file)!;
      const sections = packageSections(kind, text);
      const split = alternate(
        () => packageSections(kind, text),
        () => text.split('\n').map((line) => line.toLowerCase()),
      );
      const index = alternate(
        () => new QuoteIndex(text, sections, { commentStars: true }),
        () => text.split('\n').map((line) => line.toLowerCase()),
      );
      return [
        file.split('/').pop()!,
        (text.length / 1024).toFixed(0),
        String(sections.length),
        split.work.toFixed(1),
        index.work.toFixed(1),
        split.floor.toFixed(1),
        ((split.work + index.work) / split.floor).toFixed(1),
      ];
    }),
  );
  // Every quote of the bundled crosswalks, once their files are indexed: what EVIDENCE_NOT_IN_SOURCE costs.
  const { model } = compileModel(repoPath('model'));
  const quotes = [...model!.mappings.values()].flatMap((mapping) =>
    crosswalkClaims(mapping.data).flatMap((claim) => (claim.evidence ?? []).map((quote) => ({ mapping, quote }))),
  );
  const check = () => {
    for (const { mapping, quote } of quotes) {
      const source = quotedSource(mapping, quote.source);
      if (source.kind === 'text') source.index.check(quote.section, quote.quote);
    }
  };
  check();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    check();
    times.push(performance.now() - started);
  }
  console.log(`\nchecking the bundled crosswalks' ${quotes.length} quotes: ${median(times).toFixed(1)} ms (median)`);
}
