// SIGINT and SIGTERM for a command that runs until told to stop: one listener each, removed when it ends.

/**
 * Calls `stop` once SIGINT or SIGTERM arrives (a second signal, with the listener gone, ends the
 * process as usual). Returns the function that removes the listeners.
 */
export function onStopSignal(stop: () => void): () => void {
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return () => {
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
  };
}
