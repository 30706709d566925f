// What may never enter the log or a snapshot: credentials (the one detector in src/model) and, in definitions, live
// runtime state.
import { findCredentials } from '../../credentials/values.js';
import { runtimeStateReason } from '../../model/names.js';

export type SensitiveKind = 'credential' | 'runtime-state';

/** One credential or piece of runtime state found inside a value. */
export interface SensitiveFinding {
  kind: SensitiveKind;
  /** Where it is, as a JSON path relative to the value searched: `tools[2].apiKey`. */
  path: string;
  /** Why it was recognised: `key "apiKey" names a credential ("apiKey")`. */
  reason: string;
}

/** Why a key names live runtime state (a pid, a port, a heartbeat, a current-run pointer), or undefined. */
export function runtimeStateKeyReason(key: string): string | undefined {
  const reason = runtimeStateReason(key);
  return reason && `key "${key}" is runtime state (${reason})`;
}

/** Every key naming live runtime state in `value`, at any depth; a finding stops the search below it. */
export function findRuntimeState(value: unknown, path = ''): SensitiveFinding[] {
  const found: SensitiveFinding[] = [];
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [node, at] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const array = Array.isArray(node);
    const entries = Object.entries(node);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!;
      const childPath = array ? `${at}[${key}]` : at ? `${at}.${key}` : key;
      const reason = array ? undefined : runtimeStateKeyReason(key);
      if (reason) found.push({ kind: 'runtime-state', path: childPath, reason });
      else stack.push([child, childPath]);
    }
  }
  return found;
}

/** Every credential, then every piece of runtime state, in `value`. */
export function findSensitive(value: unknown, path = ''): SensitiveFinding[] {
  return [
    ...findCredentials(value, path).map((finding) => ({ kind: 'credential' as const, ...finding })),
    ...findRuntimeState(value, path),
  ];
}
