// The output formats of `awm lint`, by name.
import type { Formatter } from './format-context.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatJunit } from './junit.js';
import { formatSarif } from './sarif.js';
import { formatStylish } from './stylish.js';

export const formatters = {
  stylish: formatStylish,
  json: formatJson,
  sarif: formatSarif,
  github: formatGithub,
  junit: formatJunit,
} as const satisfies Record<string, Formatter>;

export type FormatName = keyof typeof formatters;
