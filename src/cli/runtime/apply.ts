// `awm runtime apply`: commands read from a JSON Lines file or stdin, applied one by one or all at once.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { longerThan, textLines } from '../../load/line-splitter.js';
import type { Refusal } from '../../runtime/core/refusals.js';
import type { CommandResult } from '../../runtime/core/results.js';
import { describeAccepted } from '../../runtime/format/facts.js';
import type { Runtime } from '../../runtime/runtime.js';
import { ExitCode } from '../exit-codes.js';
import { cli, drained } from '../io.js';
import type { SubcommandOptions } from './options.js';

const out = (line: string) => cli().stdout.write(`${line}\n`);
const err = (line: string) => cli().stderr.write(`${line}\n`);

interface NumberedLine {
  line: number;
  text: string;
}

/**
 * The longest line `apply` reads, in bytes: well above any command the runtime accepts (fields are
 * at most 1 MiB of JSON), far below what a string can hold, so a runaway line is refused, not a crash.
 */
const maxCommandLineLength = 16 * 1024 * 1024;

/** A line of the commands file longer than maxCommandLineLength. */
class LineTooLongError extends Error {
  constructor(readonly line: number) {
    super(`line ${line} is ${longerThan(maxCommandLineLength)}; no command is that long`);
  }
}

/** Non-blank lines of a file (or stdin for "-"), numbered from 1, read as a stream. */
async function* commandLines(file: string): AsyncIterable<NumberedLine> {
  const input = file === '-' ? cli().stdin : createReadStream(path.resolve(cli().cwd, file));
  for await (const entry of textLines(input, maxCommandLineLength)) {
    if ('tooLong' in entry) throw new LineTooLongError(entry.line);
    if (entry.text.trim() !== '') yield entry;
  }
}

/** Applies the commands file, printing each result by its line and a tally; exit 1 when any was refused. */
export async function applyCommand(runtime: Runtime, argv: SubcommandOptions): Promise<number> {
  const file = argv.commands!;
  const label = file === '-' ? '<stdin>' : file;
  const tally = { accepted: 0, replayed: 0, refused: 0 };
  let head = await runtime.headSeq();
  const report = (line: number, result: CommandResult) => {
    if (result.status === 'refused') {
      tally.refused += 1;
      if (argv.format === 'json') out(JSON.stringify({ line, ...result }));
      else err(`${label}:${line} refused ${result.code}: ${result.message}`);
      return;
    }
    // A result whose facts precede everything this run appended was recorded by an earlier run.
    const replayed = result.facts[0]!.seq <= head;
    head = Math.max(head, result.facts[result.facts.length - 1]!.seq);
    tally[replayed ? 'replayed' : 'accepted'] += 1;
    if (argv.format === 'json') out(JSON.stringify({ line, ...result, replayed }));
    else out(`${label}:${line} ${replayed ? 'already applied' : 'accepted'} ${describeAccepted(result)}`);
  };

  const parse = (entry: NumberedLine): unknown => {
    try {
      return JSON.parse(entry.text);
    } catch (error) {
      report(entry.line, notJson(error));
      return undefined;
    }
  };
  try {
    await applyLines(runtime, file, argv.atomic ?? false, parse, report);
  } catch (error) {
    if (!(error instanceof LineTooLongError)) throw error;
    err(`${label}:${error.line}: ${error.message}`);
    summarise(tally, argv.atomic ? 'nothing applied' : `stopped at line ${error.line}`);
    return ExitCode.failure;
  }
  // An atomic run that refused anything applied nothing.
  return summarise(tally, argv.atomic && tally.refused > 0 ? 'nothing applied' : undefined);
}

/** Applies the commands of `file`, one transaction each or (atomic) one for all, reporting each result by line. */
async function applyLines(
  runtime: Runtime,
  file: string,
  atomic: boolean,
  parse: (entry: NumberedLine) => unknown,
  report: (line: number, result: CommandResult) => void,
): Promise<void> {
  if (atomic) {
    const entries: NumberedLine[] = [];
    const commands: unknown[] = [];
    for await (const entry of commandLines(file)) {
      const command = parse(entry);
      if (command === undefined) return;
      entries.push(entry);
      commands.push(command);
    }
    const batch = await runtime.applyBatch(commands);
    if (batch.status === 'refused') return report(entries[batch.index]!.line, batch.refusal);
    for (const [index, result] of batch.results.entries()) report(entries[index]!.line, result);
  } else {
    for await (const entry of commandLines(file)) {
      const command = parse(entry);
      if (command !== undefined) report(entry.line, await runtime.apply(command));
      await drained(cli().stdout);
    }
  }
}

function notJson(error: unknown): Refusal {
  return { status: 'refused', code: 'INVALID_COMMAND', message: `not a JSON object: ${(error as Error).message}` };
}

function summarise(tally: { accepted: number; replayed: number; refused: number }, note?: string): number {
  err(
    `awm runtime apply: ${tally.accepted} accepted, ${tally.replayed} already applied, ${tally.refused} ` +
      `refused${note ? `; ${note}` : ''}`,
  );
  return tally.refused > 0 ? ExitCode.problems : ExitCode.ok;
}
