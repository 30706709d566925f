// The unit every generator produces: a path under the output directory and its exact content.

export interface GeneratedFile {
  /** Path relative to the output directory, forward slashes. */
  path: string;
  content: string;
}
