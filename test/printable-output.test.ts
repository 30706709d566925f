// Characters a terminal obeys (ESC, BEL, other controls, bidirectional overrides) are printed as escapes, never raw:
// in a trace's names and states as conformance reports them, and in lint's messages, in every output format.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

/** ESC ] 0 ; ... BEL retitles a terminal; ESC [ 2 J clears it; U+202E reverses what follows; U+0085 is C1. */
const hostile = '\u001b]0;owned\u0007\u001b[2J\u202e\u0085';
/** Any control character but the line feeds between lines, or a bidirectional override or isolate. */
const raw = /[^\P{Cc}\n]|[\u202a-\u202e\u2066-\u2069]/u;
const shown = '\\u001b]0;owned\\u0007\\u001b[2J\\u202e\\u0085';

test('conformance: a hostile state and entity id are escaped in stylish and JSON output, on both read paths', () => {
  const dir = tempDir('awm-printable-');
  try {
    const at = '2026-03-01T10:00:00Z';
    // The byte-level path reads plain printable ASCII only, so each of these lines goes through JSON.parse, as
    // JSON.stringify wrote it: ESC and BEL as escapes, the bidirectional override and the C1 character raw.
    const lines = [
      JSON.stringify({ term: 'WorkSession', id: 'ws-1', state: `open${hostile}`, at }),
      JSON.stringify({ term: 'WorkSession', id: `ws-${hostile}`, state: 'open', at }),
      JSON.stringify({ at, state: 'proposed', id: 'ws-3', term: `Work${hostile}` }),
      // A raw ESC is not JSON: reported as malformed, the ESC itself not echoed.
      `{"term":"WorkSession","id":"ws-4","state":"open\u001b[2J","at":"${at}"}`.replace('\\u001b', '\u001b'),
    ];
    writeFileSync(path.join(dir, 'trace.jsonl'), `${lines.join('\n')}\n`);
    const stylish = runAwm(['conformance', 'trace.jsonl'], dir);
    assert.is(stylish.status, 1, stylish.stderr);
    assert.not.match(stylish.stdout, raw);
    assert.match(stylish.stdout, `"open${shown}" is not a state of WorkSession`);
    assert.match(stylish.stdout, `"Work${shown}" is not a term of the model`);
    const json = runAwm(['conformance', 'trace.jsonl', '--format', 'json'], dir);
    assert.is(json.status, 1, json.stderr);
    assert.not.match(json.stdout, raw);
    // Escaped, the JSON still carries the names exactly as the trace spelt them.
    const findings = (JSON.parse(json.stdout) as { findings: { message: string; id: string | null }[] }).findings;
    assert.is(findings[0]!.message, `"open${hostile}" is not a state of WorkSession`);
    assert.is(findings[1]!.id, `ws-${hostile}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('lint: a hostile name in the model is escaped in stylish and GitHub output', () => {
  const dir = tempDir('awm-printable-');
  try {
    cpSync(repoPath('model'), path.join(dir, 'model'), { recursive: true });
    const task = path.join(dir, 'model', 'terms', 'Task.yaml');
    const text = readFileSync(task, 'utf8');
    const escapedYaml = JSON.stringify(`Turn${hostile}`);
    writeFileSync(task, text.replace(/\n {4}target: \w+/, `\n    target: ${escapedYaml}`));
    for (const format of ['stylish', 'github']) {
      const result = runAwm(['lint', '--format', format], dir);
      assert.is(result.status, 1, result.stderr);
      assert.not.match(result.stdout, raw, format);
      assert.match(result.stdout, `Turn${shown}`, format);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
