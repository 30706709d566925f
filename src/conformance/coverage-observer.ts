// What the checkers tell of each event they check, for a coverage report; apart, so checkers import no report code.

/** Told of every checked event, by the AWM checker and the native checker: see CheckerOptions.coverage. */
export interface CoverageObserver {
  /**
   * An event of an AWM term the model has: its state when it has a known one, and the state it
   * left when the event moved its entity to another state.
   */
  awm(term: string, state: string | undefined, from: string | undefined): void;
  /** The same for a record of a native term the crosswalk knows. */
  native(term: string, state: string | undefined, from: string | undefined): void;
}
