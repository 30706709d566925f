// Checks Mermaid diagrams with Mermaid's own parser (mermaid.parse under jsdom) in a child process.
import { spawnSync } from 'node:child_process';
import type { DiagramVerdict } from './mermaid-parse.js';
import { repoPath } from './paths.js';

export interface Diagram {
  /** Where the diagram comes from, for messages: `docs/terms/AgentRun.md#1`. */
  name: string;
  source: string;
}

export function parseDiagrams(diagrams: readonly Diagram[]): DiagramVerdict[] {
  const result = spawnSync(process.execPath, [repoPath('dist', 'test', 'helpers', 'mermaid-parse.js')], {
    input: JSON.stringify(diagrams),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`mermaid-parse exited ${result.status}: ${result.stderr}`);
  return JSON.parse(result.stdout) as DiagramVerdict[];
}

/** The ```mermaid fenced blocks of a Markdown text, in order. */
export function mermaidBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (current === undefined) {
      if (line === '```mermaid') current = [];
    } else if (line === '```') {
      blocks.push(current.join('\n'));
      current = undefined;
    } else {
      current.push(line);
    }
  }
  if (current !== undefined) throw new Error('unterminated ```mermaid block');
  return blocks;
}
