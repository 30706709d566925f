// Writes legal AWM event traces of any length for the conformance benchmark.
import { createWriteStream } from 'node:fs';

/**
 * `workflow`: sessions that open, run agents (attempts, a retry, turns), work tasks and close;
 * new entities all the time, as a real system's trace. `fixed`: a fixed population of entities
 * moving between states forever, so memory can only grow with the trace if the checker leaks.
 * `members`: `usual` writes each event as JSON.stringify does (term, id, state, at, refs), which
 * conformance reads from its bytes; `id-first` writes the same bytes with id and term swapped,
 * which it reads with JSON.parse.
 */
export async function writeTrace(
  file: string,
  lines: number,
  shape: 'workflow' | 'fixed',
  members: 'usual' | 'id-first' = 'usual',
): Promise<{ lines: number; entities: number }> {
  const out = createWriteStream(file);
  let written = 0;
  let buffer = '';
  let clock = Date.parse('2026-03-01T00:00:00Z');
  let entities = 0;
  const emit = async (term: string, id: string, state: string, refs?: Record<string, string>) => {
    clock += 1;
    const at = new Date(clock).toISOString();
    const event = members === 'usual' ? { term, id, state, at } : { id, term, state, at };
    buffer += `${JSON.stringify({ ...event, ...(refs ? { refs } : {}) })}\n`;
    written += 1;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      buffer = '';
    }
  };
  if (shape === 'fixed') {
    const population = 20_000;
    for (let i = 0; i < population && written < lines; i++) await emit('WorkSession', `ws-${i}`, 'proposed');
    entities = population;
    for (let round = 0; written < lines; round++) {
      for (let i = 0; i < population && written < lines; i++)
        await emit('WorkSession', `ws-${i}`, round % 2 === 0 ? 'open' : 'paused');
    }
  } else {
    for (let s = 0; written < lines; s++) {
      const ws = `ws-${s}`;
      await emit('WorkSession', ws, 'proposed');
      await emit('WorkSession', ws, 'open');
      await emit('ResourceBinding', `b-${s}`, 'proposed', { work_session_id: ws });
      await emit('ResourceBinding', `b-${s}`, 'bound');
      entities += 2;
      for (let r = 0; r < 3; r++) {
        const run = `run-${s}-${r}`;
        await emit('AgentRun', run, 'assigned', { work_session_id: ws });
        await emit('AgentRun', run, 'running');
        entities += 1;
        for (let a = 0; a < (r === 0 ? 2 : 1); a++) {
          const attempt = `att-${s}-${r}-${a}`;
          await emit('RunAttempt', attempt, 'queued', { agent_run_id: run });
          await emit('RunAttempt', attempt, 'running');
          await emit('RunAttempt', attempt, a === 0 && r === 0 ? 'failed' : 'succeeded');
          entities += 1;
        }
        for (let t = 0; t < 4; t++) {
          const turn = `turn-${s}-${r}-${t}`;
          await emit('Turn', turn, 'open', { agent_run_id: run });
          await emit('Turn', turn, 'yielded');
          await emit('Turn', turn, 'open');
          await emit('Turn', turn, 'completed');
          entities += 1;
        }
        await emit('AgentRun', run, 'succeeded');
      }
      for (let k = 0; k < 2; k++) {
        const task = `task-${s}-${k}`;
        for (const state of ['pending', 'ready', 'in_progress', 'succeeded'])
          await emit('Task', task, state, state === 'pending' ? { work_session_id: ws } : undefined);
        entities += 1;
      }
      await emit('ResourceBinding', `b-${s}`, 'revoked');
      await emit('WorkSession', ws, 'closed');
    }
  }
  out.end(buffer);
  await new Promise<void>((resolve) => out.once('close', () => resolve()));
  return { lines: written, entities };
}

/**
 * WorkUnits (AgentRuns) of many Issues (WorkSessions), each queued, active, then ended; the same
 * events in Awaken Workforce's names (`WorkUnit`, `active`, `refs.Issue`) or in AWM's
 * (`AgentRun`, `running`, `refs.work_session_id`), so the difference between checking the two is
 * what native conformance adds.
 */
export async function writeWorkUnits(file: string, lines: number, names: 'native' | 'awm'): Promise<void> {
  const out = createWriteStream(file);
  const term = names === 'native' ? 'WorkUnit' : 'AgentRun';
  const states = names === 'native' ? ['queued', 'active', 'succeeded'] : ['assigned', 'running', 'succeeded'];
  let clock = Date.parse('2026-04-01T00:00:00Z');
  let buffer = '';
  for (let written = 0, unit = 0; written < lines; unit++) {
    const issue = `ISS-${Math.floor(unit / 20)}`;
    for (let s = 0; s < states.length && written < lines; s++, written++) {
      clock += 1;
      const refs = s === 0 ? { refs: names === 'native' ? { Issue: issue } : { work_session_id: issue } } : {};
      const at = new Date(clock).toISOString();
      buffer += `${JSON.stringify({ term, id: `wu-${unit}`, state: states[s], at, ...refs })}\n`;
    }
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      buffer = '';
    }
  }
  out.end(buffer);
  await new Promise<void>((resolve) => out.once('close', () => resolve()));
}
