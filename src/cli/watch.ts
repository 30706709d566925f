// Watch mode for build and lint: run once, then again after every change to the model or its configuration.
import { statSync, watch } from 'node:fs';
import path from 'node:path';
import type { LintSession } from '../lint/lint-session.js';
import { displayPath } from '../load/display-path.js';
import { cli } from './io.js';
import { watchTree, type TreeWatcher } from './tree-watcher.js';

/** Changes that arrive together (an editor's save, a git checkout) make one run. */
const settleMs = 60;

/** The model folder as a file system object (device and inode), so a folder put in its place is told apart. */
function folderIdentity(dir: string): string | undefined {
  try {
    const stats = statSync(dir);
    return stats.isDirectory() ? `${stats.dev}:${stats.ino}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `run` now and after each change under the model directory or to the configuration file,
 * until the process is interrupted (Ctrl-C). A run that throws is reported and watching goes on:
 * the next change gets a fresh try. The model directory may be replaced, moved away, deleted and come back:
 * `report` says so, and the folder then in its place is watched.
 */
export function watchModel(
  session: LintSession,
  run: () => Promise<void>,
  report: (line: string) => void,
): Promise<void> {
  const shown = `${displayPath(session.modelDir, cli().cwd)}/`;
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  let tree: TreeWatcher | undefined;
  /** The identity of the folder watched; undefined while there is none. */
  let watched: string | undefined;
  /** Whether the folder was looked for before (so a change is news), and whether one watched went away. */
  let looked = false;
  let lost = false;
  /** The model's parent saw the folder's name renamed, created or deleted: watch afresh even if it looks the same. */
  let renamed = false;

  /** Watches the folder now at the model directory's path, and says so when it is not the one watched before. */
  function followFolder(): void {
    const now = folderIdentity(session.modelDir);
    if (now === undefined) {
      if (tree) report(`awm: ${shown} was moved or deleted; waiting for it to come back`);
      else if (!looked) report(`awm: ${shown} does not exist; waiting for it`);
      lost ||= tree !== undefined;
      tree?.close();
      tree = undefined;
      watched = undefined;
      looked = true;
      return;
    }
    if (tree && now === watched && !renamed) return;
    if (watched !== undefined && now !== watched) report(`awm: ${shown} was replaced; watching the new folder`);
    else if (watched === undefined && looked)
      report(`awm: ${shown} ${lost ? 'is back; watching it again' : 'appeared; watching it'}`);
    tree?.close();
    tree = watchTree(session.modelDir, changed);
    session.changed();
    watched = now;
    looked = true;
    renamed = false;
  }

  const runSafely = () => {
    running = running.then(async () => {
      try {
        followFolder();
        await run();
      } catch (error) {
        report(`awm: internal error: ${error instanceof Error ? error.message : String(error)} (still watching)`);
      }
    });
  };
  function changed(file?: string): void {
    session.changed(file);
    clearTimeout(timer);
    timer = setTimeout(runSafely, settleMs);
  }
  // The parents of the model directory and of the configuration see them created, deleted or replaced.
  const parents = [...new Set([path.dirname(session.modelDir), path.dirname(session.configPath)])].flatMap((dir) => {
    try {
      return [
        watch(dir, (event, name) => {
          const file = name ? path.join(dir, name.toString()) : undefined;
          if (file === undefined || file === session.modelDir) {
            if (event === 'rename') renamed = true;
            changed();
          } else if (file === session.configPath) changed(file);
        }),
      ];
    } catch {
      return [];
    }
  });
  runSafely();

  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      tree?.close();
      for (const watcher of parents) watcher.close();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void running.then(() => resolve());
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
