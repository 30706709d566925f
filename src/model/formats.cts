// Custom JSON Schema formats of the model schemas, starting with cardinalities ("1", "0..*", "n..m").
// CommonJS (.cts) on purpose: the precompiled validators are a CommonJS module that requires this
// one for its formats, and ESM code imports it like any other module.

/** The bounds of a cardinality; `max` is `Infinity` for `*`. */
interface CardinalityBounds {
  min: number;
  max: number;
}

const cardinalityPattern = /^(0|[1-9][0-9]*)(?:\.\.(0|[1-9][0-9]*|\*))?$/;

/** The bounds of a cardinality, or undefined when it is malformed or admits nothing (`0`, `3..2`). */
function parseCardinality(text: string): CardinalityBounds | undefined {
  const match = cardinalityPattern.exec(text);
  if (!match) return undefined;
  const min = Number(match[1]);
  const upper = match[2];
  const max = upper === undefined ? min : upper === '*' ? Infinity : Number(upper);
  if (max < 1 || max < min) return undefined;
  return { min, max };
}

function isCardinality(text: string): boolean {
  return parseCardinality(text) !== undefined;
}

const modelFormats = {
  parseCardinality,
  /** Format name -> validation function, as Ajv's `formats` option takes them. */
  formats: { 'awm-cardinality': isCardinality },
};

export = modelFormats;
