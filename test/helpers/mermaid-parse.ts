// Child process: parses Mermaid diagrams (JSON on stdin) with Mermaid's own parser and prints the verdicts.
// Mermaid sanitizes labels with DOMPurify while it parses, and DOMPurify needs a DOM: without a
// window it exports no addHook and mermaid.parse() throws "DOMPurify.addHook is not a function".
// jsdom provides the window. It runs in a process of its own so its globals touch no other test.
import { JSDOM } from 'jsdom';

export interface DiagramVerdict {
  name: string;
  ok: boolean;
  diagramType?: string;
  error?: string;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
Object.assign(globalThis, { window, document: window.document });
// Imported only after the window exists: DOMPurify looks for it when its module loads.
const { default: mermaid } = await import('mermaid');

const diagrams = JSON.parse(await readStdin()) as { name: string; source: string }[];
const verdicts: DiagramVerdict[] = [];
for (const { name, source } of diagrams) {
  try {
    const result = await mermaid.parse(source);
    verdicts.push(
      result ? { name, ok: true, diagramType: result.diagramType } : { name, ok: false, error: 'parse returned false' },
    );
  } catch (error) {
    verdicts.push({ name, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}
process.stdout.write(JSON.stringify(verdicts));
