// Graph questions about a lifecycle's states and transitions.
import type { LifecycleDocument } from '../model/documents.js';

/** The states reachable from `initial` by following transitions (breadth first, linear time). */
export function reachableStates(lifecycle: LifecycleDocument): Set<string> {
  const next = new Map<string, string[]>();
  for (const { from, to } of lifecycle.transitions) next.set(from, [...(next.get(from) ?? []), to]);
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
