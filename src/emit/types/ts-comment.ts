// Comments in generated TypeScript: JSDoc blocks and line comments that no model text can break out of.

/** A JSDoc block of the given paragraphs; `*\/` in the text is defused. */
export function jsDoc(paragraphs: readonly string[], indent = ''): string {
  const lines = paragraphs.join('\n\n').replace(/\*\//g, '*\\/').split('\n');
  return `${indent}/**\n${lines.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
}

/** `// text` on one line, whatever line breaks the text holds. */
export function lineComment(text: string): string {
  return `// ${text.replace(/\s+/g, ' ').trim()}\n`;
}
