// Watch mode for build and lint: run once, then again after every change to the model or its configuration.
import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { LintSession } from '../lint/lint-session.js';

/** Changes that arrive together (an editor's save, a git checkout) make one run. */
const settleMs = 60;

/**
 * Calls `run` now and after each change under the model directory or to the configuration file,
 * until the process is interrupted (Ctrl-C). A run that throws is reported and watching goes on:
 * the next change gets a fresh try. The model directory may disappear and come back.
 */
export function watchModel(
  session: LintSession,
  run: () => Promise<void>,
  report: (line: string) => void,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  let modelWatcher: FSWatcher | undefined;

  const runSafely = () => {
    running = running.then(async () => {
      try {
        await run();
      } catch (error) {
        report(`awm: internal error: ${error instanceof Error ? error.message : String(error)} (still watching)`);
      }
    });
  };
  const changed = (file?: string) => {
    session.changed(file);
    watchModelDirectory();
    clearTimeout(timer);
    timer = setTimeout(runSafely, settleMs);
  };
  function watchModelDirectory(): void {
    if (modelWatcher || !existsSync(session.modelDir)) return;
    modelWatcher = watch(session.modelDir, { recursive: true }, (_event, name) =>
      changed(name ? path.join(session.modelDir, name.toString()) : undefined),
    );
    modelWatcher.on('error', () => {
      // The directory went away: its parent's watcher sees it come back.
      modelWatcher?.close();
      modelWatcher = undefined;
      changed();
    });
  }
  // The parents of the model directory and of the configuration see them created, deleted or replaced.
  const parents = [...new Set([path.dirname(session.modelDir), path.dirname(session.configPath)])]
    .filter((dir) => existsSync(dir))
    .map((dir) =>
      watch(dir, (_event, name) => {
        const file = name ? path.join(dir, name.toString()) : undefined;
        if (file === undefined || file === session.modelDir) changed();
        else if (file === session.configPath) changed(file);
      }),
    );
  watchModelDirectory();
  runSafely();

  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      modelWatcher?.close();
      for (const watcher of parents) watcher.close();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void running.then(() => resolve());
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
