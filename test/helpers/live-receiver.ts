// `awm conformance --listen` run as a process for the tests: started on an ephemeral port, traffic posted, stopped.
import { request as httpRequest } from 'node:http';
import { repoRoot } from './paths.js';
import { startAwm, type CliResult, type RunningAwm } from './cli.js';

export interface LiveReceiver {
  /** `http://127.0.0.1:<port>` as the receiver printed it. */
  url: string;
  process: RunningAwm;
  /** Sends SIGTERM and waits for the exit. */
  stop(): Promise<CliResult>;
}

/** Starts `awm conformance --listen 127.0.0.1:0 --format json ...args` and waits for the address it bound. */
export async function startLiveReceiver(args: readonly string[], cwd = repoRoot): Promise<LiveReceiver> {
  const running = startAwm(['conformance', '--listen', '127.0.0.1:0', '--format', 'json', ...args], cwd);
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const first = running.output().stdout.split('\n')[0]!;
      if (!running.output().stdout.includes('\n')) return;
      running.child.stdout!.removeListener('data', look);
      try {
        resolve((JSON.parse(first) as { listening: { url: string } }).listening.url);
      } catch {
        reject(new Error(`not the listening line: ${first}`));
      }
    };
    running.child.stdout!.on('data', look);
    void running.exited.then((result) => reject(new Error(`awm exited before listening: ${result.stderr}`)));
  });
  return {
    url,
    process: running,
    stop: () => {
      running.child.kill('SIGTERM');
      return running.exited;
    },
  };
}

export interface Posted {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request with node:http, the body sent as given (a Content-Length set unless `chunked`). */
export function post(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunked?: boolean },
): Promise<Posted> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (body && !options.chunked) headers['content-length'] = String(body.length);
    const request = httpRequest(url, { method: options.method ?? 'POST', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The JSON lines awm printed, parsed. */
export const jsonLines = (stdout: string): Record<string, unknown>[] =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
