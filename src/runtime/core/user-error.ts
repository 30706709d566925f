// The runtime's errors that the user, not awm, must act on: each says so itself, so one handler prints them.

/**
 * What a user error means for the command that met it: `failed`, it could not do its job (a missing
 * database, another model, a locked or unreachable store); `found-problems`, it did its job and found
 * the log unsound (a gap, a log that cannot be replayed).
 */
export type UserErrorOutcome = 'failed' | 'found-problems';

/**
 * An error whose message is for the user: the CLI prints it, never a stack, and exits by its outcome.
 * Every other error is awm's own bug and keeps its stack.
 */
export class RuntimeUserError extends Error {
  readonly outcome: UserErrorOutcome = 'failed';
}
