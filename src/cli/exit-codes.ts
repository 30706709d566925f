// The exit statuses every awm command uses, following ESLint's convention.

export const ExitCode = {
  /** Success; warnings may have been printed. */
  ok: 0,
  /** The model (or the generated output) has problems the user must fix. */
  problems: 1,
  /** Usage, configuration, I/O or internal error: the command could not do its job. */
  failure: 2,
} as const;
