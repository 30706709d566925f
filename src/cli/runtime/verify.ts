// `awm runtime verify` and `rebuild`: what each proved or replaced, said no stronger than it is.
import type { ProjectionDifference } from '../../runtime/core/projection.js';
import type { Runtime } from '../../runtime/runtime.js';
import { canonicalize } from '../../runtime/core/canonical.js';
import { checkpointsForVerify, describeCheckpoints } from './checkpoint.js';
import { ExitCode } from '../exit-codes.js';
import { cli } from '../io.js';
import type { CheckpointOptions } from './options.js';

const out = (line: string) => cli().stdout.write(`${line}\n`);
const err = (line: string) => cli().stderr.write(`${line}\n`);

/** What a verify without problems proves of any log, checkpoints or not. */
const provedOfEveryLog =
  'the facts are chained without a break, each is legal where it stands and its recorded actor held the ' +
  "role it names under the log's own bindings and enforcement (actors are self-asserted, not authenticated), " +
  'replay equals the projection, the invariants hold';

/**
 * verify, with the checkpoints of --checkpoint: every problem on stderr, then what was proved. A
 * checkpoint line refused (malformed, another key, a signature that does not verify) is a problem.
 */
export async function verifyCommand(runtime: Runtime, argv: CheckpointOptions): Promise<number> {
  const loaded = await checkpointsForVerify(argv);
  const report = await runtime.verify(loaded.claims);
  const problems = [...loaded.refused.map((line) => `checkpoint: ${line}`)];
  for (const problem of report.problems) problems.push(`${problem.check}: ${problem.message}`);
  for (const problem of problems) err(`${argv.label}: ${problem}`);
  const counts = `${report.facts} facts, ${report.entities} entities`;
  if (problems.length > 0) {
    err(`awm runtime verify: ${problems.length} problem${problems.length === 1 ? '' : 's'} (${counts})`);
    return ExitCode.problems;
  }
  out(`awm runtime verify: ok (${counts}): ${provedOfEveryLog}`);
  if (loaded.claims.length === 0)
    out(
      'awm runtime verify: no checkpoint given: the chain has no key, so whoever can write the database could ' +
        'have rewritten and re-chained it; awm runtime checkpoint signs a head that verify --checkpoint holds it to',
    );
  else {
    const latest = describeCheckpoints(loaded.claims);
    out(
      `awm runtime verify: the log extends ${latest}: every fact up to it is as it was when it was signed; ` +
        'facts after it are checked only by the chain',
    );
  }
  return ExitCode.ok;
}

/** The paths at which a live entity and its replay differ: `state`, `fields.policy`, … */
export function differingPaths(live: object, replayed: object): string[] {
  const paths: string[] = [];
  const a = live as Record<string, unknown>;
  const b = replayed as Record<string, unknown>;
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (canonicalize(a[key]) === canonicalize(b[key])) continue;
    const nested = key === 'fields' && isObject(a[key]) && isObject(b[key]);
    paths.push(...(nested ? differingPaths(a[key] as object, b[key] as object).map((p) => `${key}.${p}`) : [key]));
  }
  return paths;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function describeDifference(difference: ProjectionDifference): string {
  if (!difference.live) return 'it was missing from the projection';
  if (!difference.replayed) return 'no fact of the log makes it: removed';
  return `its ${differingPaths(difference.live, difference.replayed).join(', ')} disagreed with the log`;
}

/**
 * rebuild: replaces the projection with the replay and says every row it replaced and how it
 * differed, as text or as JSON (`replaced`: stream, problem, paths, the live row and the replayed one).
 */
export async function rebuildCommand(runtime: Runtime, argv: { format?: string }): Promise<number> {
  const report = await runtime.rebuild();
  const replaced = report.differences.map((difference) => ({
    stream: difference.stream,
    problem: difference.problem,
    paths: difference.live && difference.replayed ? differingPaths(difference.live, difference.replayed) : [],
    live: difference.live ?? null,
    replayed: difference.replayed ?? null,
  }));
  if (argv.format === 'json') {
    out(JSON.stringify({ facts: report.facts, entities: report.entities, replaced }, null, 2));
    return ExitCode.ok;
  }
  for (const difference of report.differences) err(`replaced ${difference.stream}: ${describeDifference(difference)}`);
  const count = replaced.length;
  const matched =
    count === 0
      ? 'the live projection already matched the log'
      : `replaced ${count === 1 ? '1 projection row' : `${count} projection rows`} that disagreed with the log`;
  out(`awm runtime rebuild: replayed ${report.facts} facts into ${report.entities} entities; ${matched}`);
  return ExitCode.ok;
}
