// The path of a file as shown to users: relative to the working directory, with forward slashes.
import path from 'node:path';

export function displayPath(absolutePath: string, cwd: string): string {
  const relative = path.relative(cwd, absolutePath) || '.';
  return relative.split(path.sep).join('/');
}
