// This file is generated from model/. Do not edit by hand.
// The types the validators share: a validator and the errors it reports.

/**
 * One problem a validator found in a value.
 *
 * For a missing or unexpected property, `path` points at the property itself; otherwise at the value that fails, `""` being the whole value.
 */
export interface ValidationError {
  /**
   * JSON Pointer (RFC 6901) to the offending value or property.
   */
  readonly path: string;
  /**
   * What is wrong, such as "must be string" or "is required".
   */
  readonly message: string;
  /**
   * The JSON Schema keyword that failed: "type", "required", "format" and so on.
   */
  readonly keyword: string;
}

/**
 * A validator compiled from a JSON Schema: a type guard, whose `errors` describe the last value it rejected.
 */
export interface Validator<T> {
  (value: unknown): value is T;
  /**
   * The problems the last call found; none after a valid value.
   */
  readonly errors: readonly ValidationError[];
}
