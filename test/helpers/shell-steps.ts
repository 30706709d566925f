// The shell steps of a Markdown page (its ```sh blocks) as one bash script a test runs, the way a reader types them.

/** The ```sh blocks of `markdown`, in order; with `section`, only those under that `## ` heading. */
export function shellBlocks(markdown: string, section?: string): string[] {
  let text = markdown;
  if (section !== undefined) {
    const start = markdown.indexOf(`\n## ${section}\n`);
    if (start === -1) throw new Error(`no section "## ${section}"`);
    const rest = markdown.slice(start + 1);
    const end = rest.slice(3).search(/\n## /);
    text = end === -1 ? rest : rest.slice(0, end + 3);
  }
  return [...text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

/**
 * One bash script of the blocks, stopping at the first command that fails. A command whose line
 * ends with `# exits N` must exit with N instead, as the page promises.
 */
export function shellScript(blocks: readonly string[]): string {
  const checked = blocks
    .join('\n')
    .split('\n')
    .map((line) => {
      const expected = /^(.*?)\s+# exits (\d+)$/.exec(line);
      if (!expected) return line;
      const [, command, status] = expected;
      return (
        `status=0; ${command} || status=$?; ` +
        `if [ "$status" -ne ${status} ]; then echo "expected exit ${status}, got $status: ` +
        `${command!.replace(/"/g, '\\"')}" >&2; exit 99; fi`
      );
    });
  return ['set -euo pipefail', ...checked].join('\n');
}
