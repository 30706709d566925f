// For measuring only (removed once measured): AWM_LOAD_SHORTCUTS lists the load shortcuts in use; all when unset.
const listed = process.env.AWM_LOAD_SHORTCUTS;

/** Whether a load shortcut (the worker pool, the js-yaml fast parser, the schema check in load) is in use. */
export function shortcutOn(name: 'workers' | 'fast' | 'check'): boolean {
  return listed === undefined || listed.split(',').includes(name);
}
