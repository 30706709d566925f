// A compiled model (model.json) written back as the YAML documents of a model directory, in memory, and compiled:
// so that tests can run the generators on any edit of a bundle.
import { stringify } from 'yaml';
import { compileModel } from '../../src/compile.js';
import type { ModelBundle } from '../../src/model/bundle.js';
import type { Model } from '../../src/model/model.js';
import { snippetSource } from './snippet-model.js';

/** The documents of a model directory that compiles back to `bundle`. */
export function bundleFiles(bundle: ModelBundle): Record<string, string> {
  const yaml = (data: unknown) => stringify(data, { lineWidth: 0, aliasDuplicateObjects: false });
  const files: Record<string, string> = {
    'model.yaml': yaml({
      model: bundle.model,
      generated_notice: bundle.generated_notice,
      term_order: bundle.terms.map((term) => term.key),
    }),
    'authority-roles.yaml': yaml({ authority_roles: bundle.authority_roles }),
  };
  for (const ruleSet of bundle.rules) files[`rules/${ruleSet.id}.yaml`] = yaml(ruleSet);
  for (const term of bundle.terms) files[`terms/${term.key}.yaml`] = yaml(term);
  for (const mapping of bundle.mappings) files[`mappings/${mapping.system}.yaml`] = yaml(mapping);
  return files;
}

/** The linked model of a bundle; throws with the diagnostics when it does not compile cleanly. */
export function bundleModel(bundle: ModelBundle): Model {
  const { model, diagnostics } = compileModel(snippetSource(bundleFiles(bundle), 'model'));
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (!model || errors.length > 0)
    throw new Error(
      `the edited model has errors:\n${errors.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`,
    );
  return model;
}
