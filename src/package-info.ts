// The package's own name, version, homepage and peer dependencies, read once from package.json.
import { readFileSync } from 'node:fs';
import { packagePath } from './package-root.js';

interface PackageInfo {
  name: string;
  version: string;
  homepage: string;
  /** The optional database drivers and the versions supported. */
  peerDependencies?: Record<string, string>;
}

let info: PackageInfo | undefined;

export function packageInfo(): PackageInfo {
  info ??= JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as PackageInfo;
  return info;
}
