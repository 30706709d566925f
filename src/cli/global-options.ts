// Options every awm command accepts.

export interface GlobalOptions {
  /** The model directory. */
  model: string;
}
