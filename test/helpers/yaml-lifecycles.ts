// Lifecycle legality as the model's YAML states it, read with the yaml package alone: the oracle for the runtime's
// and conformance's transitions, independent of the loader, the linker and transition().
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { repoPath } from './paths.js';

export interface YamlLifecycle {
  initial: string;
  states: string[];
  terminal: string[];
  transitions: { from: string; to: string }[];
}

/** Every term's lifecycle in model/terms/*.yaml, by term key. */
export function yamlLifecycles(): Map<string, YamlLifecycle> {
  const dir = repoPath('model', 'terms');
  const lifecycles = new Map<string, YamlLifecycle>();
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()) {
    const term = parse(readFileSync(`${dir}/${name}`, 'utf8')) as { key: string; lifecycle?: YamlLifecycle };
    if (term.lifecycle) lifecycles.set(term.key, term.lifecycle);
  }
  return lifecycles;
}

/** Whether the YAML lists `from -> to` as a transition of the lifecycle. */
export function listedTransition(lifecycle: YamlLifecycle, from: string, to: string): boolean {
  return lifecycle.transitions.some((transition) => transition.from === from && transition.to === to);
}
