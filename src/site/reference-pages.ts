// The tool reference of the docs site, written from the code's own catalogues: commands, change kinds, refusals,
// conformance findings. (Diagnostics and lint rules have generated pages of their own under generated/docs/.)
import { changeCatalog } from '../diff/change-catalog.js';
import type { MessageTemplate } from '../diagnostics/message.js';
import { headingAnchor } from '../emit/docs/markdown.js';
import { loadTemplates, tidy } from '../emit/docs/templates.js';
import { findingCatalog } from '../conformance/findings.js';
import { refusalCatalog } from '../runtime/core/refusals.js';
import type { CommandReference, OptionReference } from './command-reference.js';

/** A tool reference page: where it sits among the sources (for its relative links) and its Markdown. */
export interface ReferencePage {
  source: string;
  markdown: string;
}

/** The catalogue each page is written from, so that a guide linking to the catalogue links to its page. */
export const referenceSources = {
  commands: { page: 'reference/commands.md', catalogue: 'src/cli/commands/index.ts' },
  changeKinds: { page: 'reference/change-kinds.md', catalogue: 'src/diff/change-catalog.ts' },
  refusals: { page: 'reference/refusals.md', catalogue: 'src/runtime/core/refusals.ts' },
  findings: { page: 'reference/conformance-findings.md', catalogue: 'src/conformance/findings.ts' },
} as const;

const templateNames = [
  'reference/commands',
  'reference/change-kinds',
  'reference/refusals',
  'reference/conformance-findings',
] as const;

/** A message template with each parameter shown as `<name>`: what the message looks like. */
const pattern = (template: MessageTemplate<string>) =>
  template.format(Object.fromEntries(template.params.map((name) => [name, `<${name}>`])));

/**
 * Every command and subcommand in reading order, each with the heading level of its depth and
 * the command whose options it takes too.
 */
function flatten(commands: readonly CommandReference[], parent: CommandReference | null = null, depth = 2): object[] {
  return commands.flatMap((command) => [
    {
      ...command,
      heading: '#'.repeat(Math.min(depth, 4)),
      parent: parent && { name: parent.name, anchor: headingAnchor(parent.name) },
    },
    ...flatten(command.subcommands, command, depth + 1),
  ]);
}

export async function referencePages(cli: {
  options: readonly OptionReference[];
  commands: readonly CommandReference[];
}): Promise<ReferencePage[]> {
  const templates = await loadTemplates(templateNames);
  const catalogue = <T extends { message: MessageTemplate<string>; description: string }>(entries: Record<string, T>) =>
    Object.entries(entries).map(([code, entry]) => ({
      code,
      description: entry.description,
      message: pattern(entry.message),
    }));
  return [
    {
      source: referenceSources.commands.page,
      markdown: tidy(templates['reference/commands']({ options: cli.options, commands: flatten(cli.commands) })),
    },
    {
      source: referenceSources.changeKinds.page,
      markdown: tidy(
        templates['reference/change-kinds']({
          kinds: Object.entries(changeCatalog).map(([kind, spec]) => ({
            kind,
            classification: spec.classification,
            consumers: spec.consumers.join(', '),
            section: spec.section,
            reason: pattern(spec.reason),
          })),
        }),
      ),
    },
    {
      source: referenceSources.refusals.page,
      markdown: tidy(templates['reference/refusals']({ refusals: catalogue(refusalCatalog) })),
    },
    {
      source: referenceSources.findings.page,
      markdown: tidy(
        templates['reference/conformance-findings']({
          findings: catalogue(findingCatalog).map((finding) => ({
            ...finding,
            severity: findingCatalog[finding.code as keyof typeof findingCatalog].severity,
          })),
        }),
      ),
    },
  ];
}
