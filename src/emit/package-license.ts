// The license text the model package carries: the LICENSE file of the working directory, read as a model file is.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readError, readModelText } from '../load/read-text.js';

/** Where `awm build` looks for the license, in the working directory as it does for awm.config.yaml. */
export const packageLicenseFile = 'LICENSE';

export interface PackageLicense {
  /** The text, when the working directory has a LICENSE file. */
  text?: string;
  /** Why a LICENSE that is there cannot be carried: too large, not UTF-8, unreadable, not a file. */
  diagnostics: Diagnostic[];
}

/**
 * The LICENSE file, if any: none is no problem (the package then has no LICENSE), but one that is
 * there and cannot be read stops the build, as a model file would. It is checked to be a regular
 * file before it is opened, so a FIFO or a device named LICENSE never blocks the build.
 */
export function readPackageLicense(cwd: string): PackageLicense {
  const absolutePath = path.join(cwd, packageLicenseFile);
  const name = { file: packageLicenseFile, absolutePath };
  let isFile: boolean;
  try {
    isFile = statSync(absolutePath).isFile();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { diagnostics: [] };
    const refused = readError(name, code ?? (error as Error).message);
    return { diagnostics: refused.ok ? [] : [refused.diagnostic] };
  }
  const read = isFile ? readModelText(absolutePath, packageLicenseFile) : readError(name, 'not a regular file');
  return read.ok ? { text: read.text, diagnostics: [] } : { diagnostics: [read.diagnostic] };
}
