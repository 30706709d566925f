// The package's own name, version and homepage, read once from package.json.
import { readFileSync } from 'node:fs';
import { packagePath } from './package-root.js';

interface PackageInfo {
  name: string;
  version: string;
  homepage: string;
}

let info: PackageInfo | undefined;

export function packageInfo(): PackageInfo {
  info ??= JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as PackageInfo;
  return info;
}
