// Stage 3, link: resolves the validated documents into one Model, reporting what does not resolve.
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { type Candidates, didYouMean, Suggestions } from '../diagnostics/suggest.js';
import { fileStem } from '../load/discover.js';
import { formatPath, type ModelPath, type ModelFile } from '../model/model-file.js';
import { readPackageSource } from '../load/package-source.js';
import { appendToList, correctionFix, withFixes } from '../load/text-edits.js';
import type { MappingDocument, PackageSourceReference } from '../model/documents.js';
import type {
  AuthorityRole,
  Mapping,
  Model,
  PackageSource,
  Rule,
  RuleSet,
  SourceDocument,
  Term,
} from '../model/model.js';
import type { ValidatedModel, ValidDocument } from '../validate/validate-model.js';

export interface LinkResult {
  /** Absent only when model.yaml itself is missing or invalid. */
  model?: Model;
  /** Diagnostics of loading, validation and linking together. */
  diagnostics: Diagnostic[];
}

/** Collects link diagnostics against the documents they are about. */
class LinkReporter {
  readonly diagnostics: Diagnostic[] = [];

  at(source: ModelFile, path: ModelPath, term?: string, atKey = false) {
    const range = atKey ? source.locateKey(path) : source.locate(path);
    return { ...source.fileName, range, path: formatPath(path), ...(term === undefined ? {} : { term }) };
  }

  /** "file:line" of a path, for messages that point back at a first definition. */
  where(source: ModelFile, path: ModelPath): string {
    return `${source.file}:${source.locate(path).line}`;
  }
}

export function linkModel(validated: ValidatedModel): LinkResult {
  const report = new LinkReporter();
  const diagnostics = () => [...validated.diagnostics, ...report.diagnostics];
  const modelDocument = validated.model;
  if (!modelDocument) return { diagnostics: diagnostics() };

  const roles = linkRoles(validated, report);
  const { ruleSets, rules } = linkRules(validated, report);
  const sourceDocuments = linkSourceDocuments(validated);
  const mappings = linkMappings(validated, sourceDocuments, report);
  const terms = linkTerms(validated, modelDocument, roles, report);
  checkRuleTargets(rules, terms, validated.invalidTermKeys, report);
  checkMappingHooks(terms, mappings, report);
  checkRuleConflicts(mappings, rules, report);

  const model: Model = {
    dir: validated.dir,
    files: validated.files,
    modelFile: modelDocument.source,
    metadata: modelDocument.data.model,
    generatedNotice: modelDocument.data.generated_notice,
    terms,
    unreadableTerms: validated.invalidTermKeys,
    roles,
    ruleSets,
    rules,
    mappings,
    sourceDocuments,
  };
  return { model, diagnostics: diagnostics() };
}

/** Reports a document whose file is not named after its identifying key (`idKey`). */
function checkFileName(
  source: ModelFile,
  what: string,
  idKey: string,
  id: string,
  folder: string,
  report: LinkReporter,
): void {
  if (fileStem(source.absolutePath) !== id) {
    report.diagnostics.push(
      createDiagnostic('FILE_NAME', report.at(source, [idKey]), { what, id, expected: `${folder}/${id}.yaml` }),
    );
  }
}

function linkRoles(validated: ValidatedModel, report: LinkReporter): Map<string, AuthorityRole> {
  const roles = new Map<string, AuthorityRole>();
  const document = validated.authorityRoles;
  if (!document) return roles;
  document.data.authority_roles.forEach((data, index) => {
    const role: AuthorityRole = { id: data.id, data, source: document.source, path: ['authority_roles', index] };
    const first = roles.get(data.id);
    if (first) {
      report.diagnostics.push(
        createDiagnostic('DUPLICATE_ID', report.at(document.source, [...role.path, 'id']), {
          what: 'authority role',
          id: data.id,
          first: report.where(first.source, first.path),
        }),
      );
      return;
    }
    roles.set(data.id, role);
  });
  return roles;
}

function linkRules(validated: ValidatedModel, report: LinkReporter): { ruleSets: RuleSet[]; rules: Map<string, Rule> } {
  const ruleSets: RuleSet[] = [];
  const rules = new Map<string, Rule>();
  const setsById = new Map<string, RuleSet>();
  for (const document of validated.ruleSets) {
    const ruleSet: RuleSet = {
      id: document.data.id,
      data: document.data,
      source: document.source,
      path: [],
      rules: [],
    };
    checkFileName(document.source, 'rule set', 'id', ruleSet.id, 'rules', report);
    const first = setsById.get(ruleSet.id);
    if (first) {
      report.diagnostics.push(
        createDiagnostic('DUPLICATE_ID', report.at(document.source, ['id']), {
          what: 'rule set',
          id: ruleSet.id,
          first: first.source.file,
        }),
      );
      continue;
    }
    setsById.set(ruleSet.id, ruleSet);
    ruleSets.push(ruleSet);
    document.data.rules.forEach((data, index) => {
      const rule: Rule = { id: data.id, data, ruleSet, source: document.source, path: ['rules', index] };
      const existing = rules.get(data.id);
      if (existing) {
        report.diagnostics.push(
          createDiagnostic('DUPLICATE_ID', report.at(document.source, [...rule.path, 'id']), {
            what: 'rule',
            id: data.id,
            first: report.where(existing.source, existing.path),
          }),
        );
        return;
      }
      rules.set(data.id, rule);
      ruleSet.rules.push(rule);
    });
  }
  return { ruleSets, rules };
}

function linkSourceDocuments(validated: ValidatedModel): Map<string, SourceDocument> {
  const documents = new Map<string, SourceDocument>();
  for (const { source, data, verbatim } of validated.mappingSources) {
    const file = verbatim.path.replace(/^mappings\//, '');
    documents.set(file, { file, data, source, path: [], text: verbatim.text, firstLine: verbatim.firstLine });
  }
  return documents;
}

function linkMappings(
  validated: ValidatedModel,
  sourceDocuments: ReadonlyMap<string, SourceDocument>,
  report: LinkReporter,
): Map<string, Mapping> {
  const mappings = new Map<string, Mapping>();
  for (const document of validated.mappings) {
    const system = document.data.system;
    checkFileName(document.source, 'mapping', 'system', system, 'mappings', report);
    const first = mappings.get(system);
    if (first) {
      report.diagnostics.push(
        createDiagnostic('DUPLICATE_ID', report.at(document.source, ['system']), {
          what: 'mapping for system',
          id: system,
          first: first.source.file,
        }),
      );
      continue;
    }
    const sourceFile = document.data.source?.package === undefined ? document.data.source?.file : undefined;
    const sourceDocument = sourceFile === undefined ? undefined : sourceDocuments.get(sourceFile);
    if (sourceFile !== undefined && !sourceDocument) {
      report.diagnostics.push(
        createDiagnostic('UNKNOWN_REFERENCE', report.at(document.source, ['source', 'file']), {
          what: 'crosswalk source document',
          name: sourceFile,
          expected: 'a file under mappings/sources/ with a provenance header',
          suggestion: didYouMean(sourceFile, sourceDocuments.keys()),
        }),
      );
    }
    mappings.set(system, {
      system,
      data: document.data,
      source: document.source,
      path: [],
      ...(sourceDocument ? { sourceDocument } : {}),
      packageSources: readPackageSources(document.data, validated.packagesFrom),
    });
  }
  return mappings;
}

/** The package files a crosswalk pins (its package `source` as '', its `sources` by name), as installed. */
function readPackageSources(data: MappingDocument, from: string | undefined): Map<string, PackageSource> {
  const found = new Map<string, PackageSource>();
  const add = (name: string, at: string[], pin: PackageSourceReference) =>
    found.set(name, { name, path: at, pin, found: readPackageSource(pin, from) });
  if (data.source?.package !== undefined) add('', ['source'], data.source);
  for (const [name, pin] of Object.entries(data.sources ?? {})) add(name, ['sources', name], pin);
  return found;
}

/** A recorded rule conflict names a rule of the model. */
function checkRuleConflicts(
  mappings: ReadonlyMap<string, Mapping>,
  rules: ReadonlyMap<string, Rule>,
  report: LinkReporter,
): void {
  for (const mapping of mappings.values()) {
    (mapping.data.rule_conflicts ?? []).forEach((conflict, index) => {
      if (rules.has(conflict.rule)) return;
      report.diagnostics.push(
        createDiagnostic('UNKNOWN_REFERENCE', report.at(mapping.source, ['rule_conflicts', index, 'rule']), {
          what: 'rule conflict',
          name: conflict.rule,
          expected: 'a rule under rules/',
          suggestion: didYouMean(conflict.rule, rules.keys()),
        }),
      );
    });
  }
}

function linkTerms(
  validated: ValidatedModel,
  modelDocument: ValidDocument<'model'>,
  roles: ReadonlyMap<string, AuthorityRole>,
  report: LinkReporter,
): Map<string, Term> {
  const byKey = new Map<string, Term>();
  for (const document of validated.terms) {
    const { data, source } = document;
    const first = byKey.get(data.key);
    if (first) {
      report.diagnostics.push(
        createDiagnostic('DUPLICATE_TERM', report.at(source, ['key'], data.key), {
          key: data.key,
          first: first.source.file,
        }),
      );
      continue;
    }
    checkFileName(source, 'term', 'key', data.key, 'terms', report);
    const owner = data.authority.owner === undefined ? undefined : roles.get(data.authority.owner);
    const term: Term = {
      key: data.key,
      data,
      source,
      path: [],
      relationships: [],
      ...(owner ? { owner } : {}),
      ...(document.damaged ? { damaged: document.damaged } : {}),
    };
    checkUniqueNames(term, 'fields', 'field', report, (name) => name !== data.identity.field);
    checkUniqueNames(term, 'relationships', 'relationship', report);
    byKey.set(data.key, term);
  }

  const ordered = orderTerms(byKey, modelDocument, validated.invalidTermKeys, report);
  const known = (key: string) => ordered.has(key) || validated.invalidTermKeys.has(key);
  const termKeys = new Suggestions(ordered.keys());
  const unknownTerm = (term: Term, path: ModelPath, what: string, name: string) =>
    report.diagnostics.push(
      withFixes(
        createDiagnostic('UNKNOWN_REFERENCE', report.at(term.source, path, term.key), {
          what,
          name,
          expected: 'a term',
          suggestion: termSuggestion(name, termKeys),
        }),
        correctionFix(term.source, path, name, termKeys),
      ),
    );

  for (const term of ordered.values()) {
    term.data.relationships.forEach((data, index) => {
      const target = ordered.get(data.target);
      if (!target) {
        if (!known(data.target))
          unknownTerm(term, ['relationships', index, 'target'], `relationship "${data.name}" target`, data.target);
        markDamaged(term, 'relationships');
        return;
      }
      term.relationships.push({
        name: data.name,
        data,
        from: term,
        target,
        source: term.source,
        path: ['relationships', index],
      });
    });
  }
  for (const term of ordered.values()) {
    for (const relationship of term.relationships) {
      const inverseName = relationship.data.inverse;
      if (inverseName === undefined) continue;
      const inverse = relationship.target.relationships.find((r) => r.name === inverseName);
      if (inverse) relationship.inverse = inverse;
    }
    const parent = term.data.parent;
    if (parent) {
      const parentTerm = ordered.get(parent.term);
      if (!parentTerm) {
        if (!known(parent.term)) unknownTerm(term, ['parent', 'term'], 'parent', parent.term);
        markDamaged(term, 'parent');
        continue;
      }
      const childRelationship = parentTerm.relationships.find((r) => r.name === parent.inverse);
      term.parent = {
        data: parent,
        term: parentTerm,
        source: term.source,
        path: ['parent'],
        ...(childRelationship ? { childRelationship } : {}),
      };
    }
  }
  return ordered;
}

/** Records that the linked form of `term` lacks part of `section` (a reference that did not resolve). */
function markDamaged(term: Term, section: string): void {
  term.damaged = new Set([...(term.damaged ?? []), section]);
}

/** Reports a second entry with the same name in a term's fields or relationships. */
function checkUniqueNames(
  term: Term,
  list: 'fields' | 'relationships',
  what: string,
  report: LinkReporter,
  shouldCheck: (name: string) => boolean = () => true,
): void {
  const firstIndex = new Map<string, number>();
  term.data[list].forEach((entry: { name: string }, index: number) => {
    const first = firstIndex.get(entry.name);
    if (first === undefined) {
      firstIndex.set(entry.name, index);
    } else if (shouldCheck(entry.name)) {
      report.diagnostics.push(
        createDiagnostic('DUPLICATE_ID', report.at(term.source, [list, index, 'name'], term.key), {
          what,
          id: entry.name,
          first: report.where(term.source, [list, first]),
        }),
      );
    }
  });
}

/**
 * Orders terms by model.yaml term_order, reporting entries that name no term and terms not listed.
 * Terms missing from term_order follow the listed ones, so they are still linked and linted.
 */
function orderTerms(
  byKey: ReadonlyMap<string, Term>,
  modelDocument: ValidDocument<'model'>,
  invalidTermKeys: ReadonlySet<string>,
  report: LinkReporter,
): Map<string, Term> {
  const ordered = new Map<string, Term>();
  const termOrder = modelDocument.data.term_order;
  const termKeys = new Suggestions(byKey.keys());
  termOrder.forEach((key, index) => {
    const term = byKey.get(key);
    if (term) ordered.set(key, term);
    else if (!invalidTermKeys.has(key)) {
      const path = ['term_order', index];
      report.diagnostics.push(
        withFixes(
          createDiagnostic('UNKNOWN_REFERENCE', report.at(modelDocument.source, path), {
            what: 'term_order entry',
            name: key,
            expected: 'a term defined under terms/',
            suggestion: termSuggestion(key, termKeys),
          }),
          correctionFix(modelDocument.source, path, key, termKeys),
        ),
      );
    }
  });
  const listed = new Set(termOrder);
  for (const term of byKey.values()) {
    if (listed.has(term.key)) continue;
    ordered.set(term.key, term);
    const edit = appendToList(modelDocument.source, ['term_order'], term.key);
    report.diagnostics.push(
      withFixes(
        createDiagnostic('TERM_NOT_ORDERED', report.at(term.source, ['key'], term.key), {
          key: term.key,
          modelFile: modelDocument.source.file,
        }),
        edit && { title: `Add ${term.key} to term_order in ${modelDocument.source.file}`, edits: [edit] },
      ),
    );
  }
  return ordered;
}

/** ` (did you mean "X"?)` for a near miss, otherwise where a term of that name would be defined. */
function termSuggestion(name: string, keys: Candidates): string {
  const near = didYouMean(name, keys);
  if (near !== '' || !/^[A-Z][A-Za-z0-9]*$/.test(name)) return near;
  return ` (no term of that name exists: define it in terms/${name}.yaml)`;
}

function checkRuleTargets(
  rules: ReadonlyMap<string, Rule>,
  terms: ReadonlyMap<string, Term>,
  invalidTermKeys: ReadonlySet<string>,
  report: LinkReporter,
): void {
  const termKeys = new Suggestions(terms.keys());
  for (const rule of rules.values()) {
    rule.data.applies_to.forEach((target, index) => {
      // Lower-case entries name sections of a term and were checked by the schema.
      if (!/^[A-Z]/.test(target) || terms.has(target) || invalidTermKeys.has(target)) return;
      const path = [...rule.path, 'applies_to', index];
      report.diagnostics.push(
        withFixes(
          createDiagnostic('UNKNOWN_REFERENCE', report.at(rule.source, path), {
            what: `rule "${rule.id}" applies_to entry`,
            name: target,
            expected: 'a term',
            suggestion: termSuggestion(target, termKeys),
          }),
          correctionFix(rule.source, path, target, termKeys),
        ),
      );
    });
  }
}

function checkMappingHooks(
  terms: ReadonlyMap<string, Term>,
  mappings: ReadonlyMap<string, Mapping>,
  report: LinkReporter,
): void {
  for (const term of terms.values()) {
    for (const system of Object.keys(term.data.mapping_hooks)) {
      if (mappings.has(system)) continue;
      const path = ['mapping_hooks', system];
      const near = didYouMean(system, mappings.keys());
      report.diagnostics.push(
        withFixes(
          createDiagnostic('UNKNOWN_REFERENCE', report.at(term.source, path, term.key, true), {
            what: 'mapping hook system',
            name: system,
            expected: 'a mapping under mappings/',
            suggestion: near || ` (no crosswalk of that name exists: define it in mappings/${system}.yaml)`,
          }),
          correctionFix(term.source, path, system, mappings.keys(), 'key'),
        ),
      );
    }
  }
}
