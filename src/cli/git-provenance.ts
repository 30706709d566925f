// The commit, branch and remote a SARIF log was made at, read with git; nothing outside a repository.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VersionControl } from '../format/format-context.js';
import { cli } from './io.js';

/** git answers these from a few files; a repository on a hung network share must not hang the lint. */
const gitTimeoutMs = 5000;

/** git's answer, trimmed, or undefined for any failure: provenance is optional, so failing is silent. */
function git(args: readonly string[], cwd: string): string | undefined {
  const result = spawnSync('git', ['-c', 'core.fsmonitor=false', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: gitTimeoutMs,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...cli().env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
  });
  if (result.error || result.status !== 0) return undefined;
  const out = result.stdout.trim();
  return out === '' ? undefined : out;
}

/** `git@host:owner/repo.git`, the scp-like form git accepts for ssh. */
const scpLike = /^(?:[^@/:]+@)?([^/:]+):(?!\/\/)(.+)$/;

/**
 * A remote's URL as a URI without user information, so a token written into the remote
 * (`https://user:token@host/repo`) never reaches the log; undefined when it is no URI at all.
 */
export function publicRemoteUri(remote: string, top: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(remote)) {
    try {
      const url = new URL(remote);
      url.username = '';
      url.password = '';
      return url.href;
    } catch {
      return undefined;
    }
  }
  const scp = scpLike.exec(remote);
  // A Windows drive ("C:\repo") is a local path, not a host.
  if (scp && !/^[a-z]$/i.test(scp[1]!)) return publicRemoteUri(`ssh://${scp[1]}/${scp[2]!.replace(/^\//, '')}`, top);
  return pathToFileURL(path.resolve(top, remote)).href;
}

function realpathOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/** The remote code scanning would name: `origin`, else the only or first one. */
function remoteName(top: string): string | undefined {
  const names = git(['remote'], top)?.split('\n');
  if (!names) return undefined;
  return names.includes('origin') ? 'origin' : names[0];
}

/** Where `repoRoot` is in version control, or undefined outside a git repository (or without git). */
export function readVersionControl(repoRoot: string): VersionControl | undefined {
  const top = git(['rev-parse', '--show-toplevel'], repoRoot);
  if (!top) return undefined;
  const remote = remoteName(top);
  const remoteUrl = remote ? git(['remote', 'get-url', remote], top) : undefined;
  const repositoryUri =
    (remoteUrl && publicRemoteUri(remoteUrl, top)) ?? `${pathToFileURL(top).href.replace(/\/$/, '')}/`;
  const revisionId = git(['rev-parse', '--verify', '--quiet', 'HEAD'], top);
  const branch = git(['symbolic-ref', '--quiet', '--short', 'HEAD'], top);
  return {
    repositoryUri,
    ...(revisionId ? { revisionId } : {}),
    ...(branch ? { branch } : {}),
    rootIsSrcRoot: realpathOr(top) === realpathOr(repoRoot),
  };
}
