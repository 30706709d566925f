// Module customization hooks for module-log.ts: appends the URL of every resolved ES module import to the log.
import { appendFileSync } from 'node:fs';
import type { InitializeHook, ResolveHook } from 'node:module';

let log = '';

export const initialize: InitializeHook<{ log: string }> = (data) => {
  log = data.log;
};

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(log, `${resolved.url}\n`);
  return resolved;
};
