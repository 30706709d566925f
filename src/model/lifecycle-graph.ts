// A lifecycle as a graph: its transition table and the states reachable from the initial one.
import type { LifecycleDocument } from './documents.js';

/**
 * A lifecycle as a table: every declared state (in declaration order) with the states it may
 * move to, in transition order. States named only by a transition are appended, so the table
 * shows the model as written even before the linter has flagged it.
 */
export function transitionTable(lifecycle: LifecycleDocument): Map<string, string[]> {
  const table = new Map<string, string[]>(lifecycle.states.map((state) => [state, []]));
  for (const { from, to } of lifecycle.transitions) {
    if (!table.has(from)) table.set(from, []);
    if (!table.has(to)) table.set(to, []);
    const targets = table.get(from)!;
    if (!targets.includes(to)) targets.push(to);
  }
  return table;
}

/** The states reachable from `initial` by following transitions (breadth first, linear time). */
export function reachableStates(lifecycle: LifecycleDocument): Set<string> {
  const next = transitionTable(lifecycle);
  const reached = new Set([lifecycle.initial]);
  const queue = [lifecycle.initial];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    for (const to of next.get(state) ?? []) {
      if (reached.has(to)) continue;
      reached.add(to);
      queue.push(to);
    }
  }
  return reached;
}
