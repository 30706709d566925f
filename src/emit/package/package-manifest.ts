// The model package's package.json: its name, the model's version, ES modules with types, and no dependencies.
import type { Model } from '../../model/model.js';

/**
 * The manifest, in a fixed key order. `exports` lists the types condition first; each validator
 * is reachable by its own subpath (`validators/AgentRun`), the JSON files by path. `sideEffects:
 * false` lets a bundler drop every module whose exports go unused. No `dependencies`: the
 * validators are compiled code that needs nothing.
 */
export function packageManifest(model: Model, name: string): string {
  const { metadata } = model;
  const manifest = {
    name,
    version: metadata.version,
    description:
      `The ${metadata.name} ${metadata.version} as code: its types, lifecycle tables, JSON Schemas and compiled ` +
      'validators, with no dependencies.',
    ...(metadata.license ? { license: metadata.license } : {}),
    keywords: ['agent-work-model', 'json-schema', 'types', 'validators'],
    type: 'module',
    sideEffects: false,
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      './validators/*': { types: './validators/*.d.ts', default: './validators/*.js' },
      './model.json': './model.json',
      './schemas/*': './schemas/*',
      './package.json': './package.json',
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
