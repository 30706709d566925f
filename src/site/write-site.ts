// `awm docs` as data: the site built from a model and written to a folder, or why nothing was written.
import type { AnyRule } from '../lint/rule.js';
import type { Model } from '../model/model.js';
import { OutputDirectoryError, writeOutputs } from '../emit/output-directory.js';
import { buildSite, SiteError } from './build-site.js';
import type { CommandReference, OptionReference } from './command-reference.js';

/** How `awm docs` ended once the model was read: written, refused (nothing written), or broken links. */
export type SiteOutcome =
  | { status: 'written'; pages: number; files: number; bytes: number }
  | { status: 'refused'; problem: string }
  | { status: 'broken-links'; problems: string[] };

/**
 * Builds the site of `model` with the CLI's reference and writes it into `outDir` (a folder awm
 * made, or with `force` any). A broken link or an unusable folder writes nothing; other file system
 * errors are thrown.
 */
export async function writeSite(
  model: Model,
  reference: { options: readonly OptionReference[]; commands: readonly CommandReference[] },
  options: { outDir: string; force: boolean; rules?: readonly AnyRule[] },
): Promise<SiteOutcome> {
  let site: Awaited<ReturnType<typeof buildSite>>;
  try {
    site = await buildSite(model, reference, options.rules);
  } catch (error) {
    if (!(error instanceof SiteError)) throw error;
    return { status: 'refused', problem: error.message };
  }
  if (site.problems.length > 0) return { status: 'broken-links', problems: site.problems };
  try {
    await writeOutputs(options.outDir, site.files, { force: options.force });
  } catch (error) {
    if (!(error instanceof OutputDirectoryError)) throw error;
    return { status: 'refused', problem: error.message };
  }
  const bytes = site.files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
  return { status: 'written', pages: site.pages, files: site.files.length, bytes };
}
