// The coverage report's counts against a trace whose contents the test made: every count computed here, from the YAML.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from './helpers/cli.js';
import { parse } from 'yaml';
import { repoPath, repoRoot } from './helpers/paths.js';
import { listedTransition, yamlLifecycles } from './helpers/yaml-lifecycles.js';
import { yamlTermOrder } from './helpers/yaml-model.js';

interface Expected {
  events: number;
  states: Map<string, number>;
  moves: Map<string, number>;
}

/** A seeded generator (mulberry32), so the trace is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('the coverage report counts what the trace holds, and lists what it never shows', () => {
  const lifecycles = yamlLifecycles();
  const next = random(25);
  const lines: string[] = [];
  const expected = new Map<string, Expected>();
  const counts = (term: string) => {
    let entry = expected.get(term);
    if (!entry) expected.set(term, (entry = { events: 0, states: new Map(), moves: new Map() }));
    return entry;
  };
  let second = 0;
  const at = () => new Date(Date.UTC(2026, 2, 1, 10) + second++ * 1000).toISOString();
  const emit = (term: string, id: string, state: string, from?: string) => {
    lines.push(JSON.stringify({ term, id, state, at: at() }));
    const entry = counts(term);
    entry.events += 1;
    entry.states.set(state, (entry.states.get(state) ?? 0) + 1);
    if (from !== undefined && from !== state)
      entry.moves.set(`${from} -> ${state}`, (entry.moves.get(`${from} -> ${state}`) ?? 0) + 1);
  };
  // Half the terms with a lifecycle walk a few entities along legal moves; the other half never appear.
  const walked = [...lifecycles.keys()].filter((_, i) => i % 2 === 0);
  for (const term of walked) {
    const lifecycle = lifecycles.get(term)!;
    for (let entity = 0; entity < 3; entity++) {
      let state = lifecycle.initial;
      emit(term, `${term}-${entity}`, state);
      for (let step = 0; step < 4; step++) {
        const moves = lifecycle.transitions.filter((t) => t.from === state);
        if (moves.length === 0) break;
        const to = moves[Math.floor(next() * moves.length)]!.to;
        emit(term, `${term}-${entity}`, to, state);
        state = to;
      }
      // The same state again: counted as a state, no move.
      emit(term, `${term}-${entity}`, state, state);
    }
  }
  // One move the lifecycle does not list: out of a terminal state, reached along the shortest legal path.
  const term = walked.find((name) => lifecycles.get(name)!.terminal.length > 0)!;
  const lifecycle = lifecycles.get(term)!;
  const cameFrom = new Map<string, string>([[lifecycle.initial, '']]);
  const queue = [lifecycle.initial];
  while (queue.length > 0 && !lifecycle.terminal.some((state) => cameFrom.has(state))) {
    const state = queue.shift()!;
    for (const t of lifecycle.transitions.filter((move) => move.from === state && !cameFrom.has(move.to))) {
      cameFrom.set(t.to, state);
      queue.push(t.to);
    }
  }
  const terminal = lifecycle.terminal.find((state) => cameFrom.has(state))!;
  const walk = [terminal];
  while (walk[0] !== lifecycle.initial) walk.unshift(cameFrom.get(walk[0]!)!);
  for (const [i, state] of walk.entries()) emit(term, 'illegal-1', state, walk[i - 1]);
  emit(term, 'illegal-1', lifecycle.initial, terminal);
  assert.not.ok(listedTransition(lifecycle, terminal, lifecycle.initial));
  assert.ok(expected.get(term)!.moves.has(`${terminal} -> ${lifecycle.initial}`));

  const dir = mkdtempSync(path.join(tmpdir(), 'awm-coverage-'));
  try {
    writeFileSync(path.join(dir, 'trace.jsonl'), `${lines.join('\n')}\n`);
    const result = runAwm(
      ['conformance', '--allow-partial', '--coverage', '--format', 'json', path.join(dir, 'trace.jsonl')],
      repoRoot,
    );
    const output = JSON.parse(result.stdout) as {
      events: number;
      coverage: {
        events: number;
        vocabularies: {
          vocabulary: string;
          terms: {
            term: string;
            events: number;
            states: { state: string; count: number }[];
            transitions: { from: string; to: string; count: number; declared: boolean }[];
          }[];
          totals: Record<string, { seen: number; of: number }>;
        }[];
      };
    };
    assert.is(output.coverage.events, lines.length);
    const [awm] = output.coverage.vocabularies;
    assert.is(awm!.vocabulary, 'awm');
    assert.equal(
      awm!.terms.map((t) => t.term),
      yamlTermOrder(),
    );
    for (const reported of awm!.terms) {
      const want = expected.get(reported.term);
      assert.is(reported.events, want?.events ?? 0, reported.term);
      const yaml = lifecycles.get(reported.term);
      assert.equal(
        reported.states.map((s) => s.state),
        yaml?.states ?? [],
        `${reported.term}: every state listed, in the YAML's order`,
      );
      for (const state of reported.states)
        assert.is(state.count, want?.states.get(state.state) ?? 0, `${reported.term} ${state.state}`);
      for (const move of reported.transitions) {
        const name = `${move.from} -> ${move.to}`;
        assert.is(move.count, want?.moves.get(name) ?? 0, `${reported.term} ${name}`);
        assert.is(move.declared, yaml ? listedTransition(yaml, move.from, move.to) : false, name);
      }
      const reportedMoves = new Set(reported.transitions.filter((m) => m.count > 0).map((m) => `${m.from} -> ${m.to}`));
      assert.equal([...reportedMoves].sort(), [...(want?.moves.keys() ?? [])].sort(), reported.term);
      assert.is(reported.transitions.filter((m) => m.declared).length, yaml?.transitions.length ?? 0);
    }
    const statesSeen = [...expected.entries()].reduce(
      (sum, [name, want]) =>
        sum + lifecycles.get(name)!.states.filter((state) => (want.states.get(state) ?? 0) > 0).length,
      0,
    );
    assert.equal(awm!.totals.terms, { seen: walked.length, of: yamlTermOrder().length });
    assert.is(awm!.totals.states!.seen, statesSeen);
    // The Markdown report lists a term the trace never showed, with its states as never seen.
    const unseen = [...lifecycles.keys()].find((name) => !expected.has(name))!;
    const markdown = runAwm(
      ['conformance', '--allow-partial', '--coverage', '--coverage-format', 'markdown', path.join(dir, 'trace.jsonl')],
      repoRoot,
    ).stdout;
    assert.ok(markdown.includes(`| ${unseen} | 0 |  | ${lifecycles.get(unseen)!.states.join(', ')} |`), markdown);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a native trace is counted in its own vocabulary first, then as the AWM terms it projects to', () => {
  const crosswalk = parse(readFileSync(repoPath('model', 'mappings', 'otel-genai.yaml'), 'utf8')) as {
    native_lifecycles: Record<string, { initial: string; states: string[]; terminal: string[] }>;
  };
  const lifecycles = crosswalk.native_lifecycles;
  const [first, second] = Object.keys(lifecycles).sort();
  const lines: string[] = [];
  const counts = new Map<string, Map<string, number>>();
  let clock = 0;
  const emit = (term: string, id: string, state: string) => {
    const at = new Date(Date.UTC(2026, 2, 1, 10) + clock++ * 1000).toISOString();
    lines.push(JSON.stringify({ term, id, state, at }));
    const states = counts.get(term) ?? new Map<string, number>();
    states.set(state, (states.get(state) ?? 0) + 1);
    counts.set(term, states);
  };
  // Spans of two operations, each started and ended with every terminal status in turn.
  for (const term of [first!, second!])
    for (const [i, end] of lifecycles[term]!.terminal.entries()) {
      emit(term, `${term}-${i}`, lifecycles[term]!.initial);
      emit(term, `${term}-${i}`, end);
    }
  const dir = mkdtempSync(path.join(tmpdir(), 'awm-coverage-'));
  try {
    writeFileSync(path.join(dir, 'spans.jsonl'), `${lines.join('\n')}\n`);
    const args = [
      'conformance',
      '--system',
      'otel-genai',
      '--trace-format',
      'jsonl',
      '--allow-partial',
      '--coverage',
      '--coverage-format',
      'json',
    ];
    const result = runAwm([...args, path.join(dir, 'spans.jsonl')], repoRoot);
    const report = JSON.parse(result.stdout.trim().split('\n').pop()!) as {
      coverage: {
        vocabularies: {
          vocabulary: string;
          terms: {
            term: string;
            events: number;
            states: { state: string; count: number }[];
            transitions: { from: string; to: string; count: number }[];
          }[];
        }[];
      };
    };
    const [native, awm] = report.coverage.vocabularies;
    assert.is(native!.vocabulary, 'otel-genai');
    assert.is(awm!.vocabulary, 'awm');
    for (const [name, lifecycle] of Object.entries(lifecycles)) {
      const reported = native!.terms.find((term) => term.term === name);
      assert.ok(reported, `${name} is listed`);
      assert.equal(
        reported.states.map((state) => state.state),
        lifecycle.states,
      );
      for (const state of reported.states)
        assert.is(state.count, counts.get(name)?.get(state.state) ?? 0, `${name} ${state.state}`);
      const ends = reported.transitions.filter((move) => move.count > 0).map((move) => `${move.from} -> ${move.to}`);
      const expected = counts.has(name) ? lifecycle.terminal.map((end) => `${lifecycle.initial} -> ${end}`) : [];
      assert.equal(ends.sort(), expected.sort(), name);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
