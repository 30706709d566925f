// One line limit for every JSON Lines input: conformance and runtime apply count it alike, in bytes, and say it alike.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from './helpers/cli.js';
import { tempDir } from './helpers/temp-model.js';

const mebibyte = 1024 * 1024;
const byteOrderMark = '\ufeff';

/**
 * A line of exactly `limit` bytes (`é` is two bytes in UTF-8, so it has half as many characters)
 * after a byte order mark and before `\r\n`, neither of which counts; then one of `limit + 1` bytes.
 */
function linesAroundTheLimit(limit: number): string {
  const atLimit = 'é'.repeat(limit / 2);
  const overByOne = `${'é'.repeat(limit / 2)}x`;
  assert.is(Buffer.byteLength(atLimit), limit);
  assert.is(Buffer.byteLength(overByOne), limit + 1);
  return `${byteOrderMark}${atLimit}\r\n${overByOne}\n`;
}

test('conformance: a line of the limit in bytes is read, one byte more is "line is longer than 1 MiB"', () => {
  const dir = tempDir('awm-line-limit-');
  try {
    writeFileSync(path.join(dir, 'trace.jsonl'), linesAroundTheLimit(mebibyte));
    const result = runAwm(['conformance', 'trace.jsonl', '--format', 'json'], dir);
    assert.is(result.status, 1, result.stderr);
    const { findings } = JSON.parse(result.stdout) as { findings: { line: number; code: string; message: string }[] };
    assert.equal(
      findings.map((finding) => [finding.line, finding.code, finding.message.slice(0, 30)]),
      [
        // Read, and found not to be JSON: the limit was not reached.
        [1, 'MALFORMED_EVENT', "not JSON: Unexpected token 'é'"],
        [2, 'MALFORMED_EVENT', 'line is longer than 1 MiB'],
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('runtime apply: a line of the limit in bytes is read, one byte more is "line 2 is longer than 16 MiB"', () => {
  const dir = tempDir('awm-line-limit-');
  try {
    const db = path.join(dir, 'rt.db');
    assert.is(runAwm(['runtime', 'init', '--db', db, '--no-enforce-authority'], dir).status, 0);
    writeFileSync(path.join(dir, 'commands.jsonl'), linesAroundTheLimit(16 * mebibyte));
    const result = runAwm(['runtime', 'apply', 'commands.jsonl', '--db', db], dir);
    assert.is(result.status, 2, result.stderr);
    // Read, and refused as no JSON object: the limit was not reached.
    assert.match(result.stderr, 'commands.jsonl:1 refused INVALID_COMMAND: not a JSON object');
    assert.match(result.stderr, 'commands.jsonl:2: line 2 is longer than 16 MiB; no command is that long');
    assert.match(result.stderr, '0 accepted, 0 already applied, 1 refused; stopped at line 2');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
