// What the Markdown templates see: plain data built from the linked model, with every link worked out.
import type { Model, Term } from '../../model/model.js';
import { firstSentence, modelLintCodes, referencedTerm, rulesNamingCode, termsOwnedBy } from '../../model/queries.js';
import { rulesNamingTerm } from '../../model/rule-scope.js';
import { termSchemaFile } from '../schemas/schema-ids.js';
import { termTypeNames } from '../types/type-names.js';
import { headingAnchor, lintRuleDocPath } from './markdown.js';
import { entityRelationshipDiagram } from './mermaid-er.js';
import { lifecycleDiagram } from './mermaid-lifecycle.js';

/** A piece of text and, when it names something with a page, where that page is. */
export interface Link {
  text: string;
  href: string | null;
  /** Whether the text is an identifier, written as code. */
  code: boolean;
}

export const codeLink = (text: string, href: string | null): Link => ({ text, href, code: true });

/** Paths of the pages, relative to generated/docs/. */
export const docPaths = {
  index: 'index.md',
  roles: 'authority-roles.md',
  rules: 'rules.md',
  relationships: 'relationships.md',
  crosswalks: 'crosswalks.md',
  lintRules: 'lint-rules/index.md',
  diagnostics: 'diagnostics.md',
  term: (key: string) => `terms/${key}.md`,
  crosswalk: (system: string) => `crosswalks/${system}.md`,
};

/** Links from a term page (in terms/) to a sibling term page or a top-level page. */
const fromTermPage = {
  term: (key: string) => `${key}.md`,
  page: (path: string) => `../${path}`,
};
/** Links from a crosswalk page (in crosswalks/) to a term page or a top-level page. */
export const fromCrosswalkPage = {
  term: (key: string) => `../terms/${key}.md`,
  page: (path: string) => `../${path}`,
};
/** Links from a top-level page. */
export const fromTopPage = {
  term: (key: string) => docPaths.term(key),
  page: (path: string) => path,
};
export type LinkBase = typeof fromTopPage;

/** Links to every top-level page, for a page's way back and its cross-references. */
export const pageLinks = (base: LinkBase) => ({
  index: base.page(docPaths.index),
  roles: base.page(docPaths.roles),
  rules: base.page(docPaths.rules),
  relationships: base.page(docPaths.relationships),
  crosswalks: base.page(docPaths.crosswalks),
  lintRules: base.page(docPaths.lintRules),
  diagnostics: base.page(docPaths.diagnostics),
});

export const termLink = (model: Model, key: string, base: LinkBase): Link => ({
  text: key,
  href: model.terms.has(key) ? base.term(key) : null,
  code: false,
});

function ruleTargets(model: Model, targets: readonly string[], base: LinkBase): Link[] {
  return targets.map((target) => {
    if (target === '*') return { text: 'every term', href: null, code: false };
    // Not a term: an aspect of every term (fields, identity, authority, ...).
    return model.terms.has(target) ? termLink(model, target, base) : codeLink(target, null);
  });
}

function lintCodeLinks(codes: readonly string[] | undefined, base: LinkBase): Link[] {
  return (codes ?? []).map((code) => codeLink(code, base.page(lintRuleDocPath(code))));
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function crosswalkRows(model: Model, term: Term, base: LinkBase) {
  return [...model.mappings.values()].flatMap((mapping) => {
    const row = mapping.data.terms[term.key];
    const hook = term.data.mapping_hooks[mapping.system];
    if (!row && !hook) return [];
    const notes = [row?.notes, hook?.notes !== row?.notes && hook?.notes ? `Term hook: ${hook.notes}` : undefined]
      .filter(Boolean)
      .join('\n');
    return [
      {
        system: codeLink(mapping.system, base.page(docPaths.crosswalk(mapping.system))),
        fidelity: (row ?? hook)!.fidelity,
        nativeTerm: (row ?? hook)!.native_term,
        notes,
      },
    ];
  });
}

/** The page of one term: everything the model says about it. */
export function termPage(model: Model, term: Term) {
  const data = term.data;
  const base = fromTermPage;
  const owner = data.authority.owner;
  const lifecycle = data.lifecycle;
  const crosswalks = crosswalkRows(model, term, base);
  return {
    notice: model.generatedNotice,
    key: term.key,
    definition: data.definition,
    purpose: data.purpose,
    status: data.status,
    mutability: data.mutability,
    owner:
      owner === undefined
        ? null
        : codeLink(owner, term.owner ? `${base.page(docPaths.roles)}#${headingAnchor(owner)}` : null),
    authority: { mutable: yesNo(data.authority.mutable), notes: data.authority.notes ?? null },
    identity: {
      field: data.identity.field,
      kind: data.identity.kind,
      authorization: yesNo(data.identity.authorization),
    },
    parent: data.parent
      ? {
          term: termLink(model, data.parent.term, base),
          cardinality: data.parent.cardinality,
          inverse: data.parent.inverse,
          inverseCardinality: data.parent.inverse_cardinality,
        }
      : null,
    schemas: (['exchange', 'portable'] as const).map((variant) =>
      codeLink(termSchemaFile(term.key, variant), `../../schemas/${termSchemaFile(term.key, variant)}`),
    ),
    typeNames: termTypeNames(term),
    fields: data.fields.map((field) => {
      const target = referencedTerm(model, field);
      return {
        name: field.name,
        kind: field.kind,
        type: field.type,
        portable: yesNo(field.portable_snapshot),
        references: target ? termLink(model, target.key, base) : null,
        notes: field.notes ?? '',
      };
    }),
    relationships: data.relationships.map((relationship) => ({
      name: relationship.name,
      kind: relationship.kind,
      target: termLink(model, relationship.target, base),
      cardinality: relationship.cardinality,
      inverse: relationship.inverse ?? null,
      inverseCardinality: relationship.inverse_cardinality ?? null,
      notes: relationship.notes ?? '',
    })),
    lifecycle: lifecycle
      ? {
          diagram: lifecycleDiagram(lifecycle),
          initial: lifecycle.initial,
          terminal: lifecycle.terminal,
          transitions: lifecycle.transitions.map((t) => ({ from: t.from, to: t.to, notes: t.notes ?? '' })),
        }
      : null,
    invariants: data.invariants,
    aliases: data.aliases,
    deprecatedAliases: data.deprecated_aliases,
    nonSynonyms: data.non_synonyms.map((entry) => ({ term: termLink(model, entry.term, base), reason: entry.reason })),
    examples: data.examples,
    antiExamples: data.anti_examples,
    crosswalks,
    crosswalkNotes: crosswalks.filter((row) => row.notes !== ''),
    pages: pageLinks(base),
    rules: rulesNamingTerm(model, term).map((rule) => ({
      id: codeLink(rule.id, `${base.page(docPaths.rules)}#${headingAnchor(rule.id)}`),
      level: rule.data.level,
      enforcement: rule.data.enforcement,
      lintCodes: lintCodeLinks(rule.data.lint_codes, base),
      statement: rule.data.statement,
    })),
  };
}

/** The glossary: every term with its aliases and first sentence, and every alias pointing at its term. */
export function indexPage(model: Model) {
  const terms = [...model.terms.values()];
  const aliases = terms
    .flatMap((term) => [
      ...term.data.aliases.map((alias) => ({ alias, term: termLink(model, term.key, fromTopPage), deprecated: false })),
      ...term.data.deprecated_aliases.map((alias) => ({
        alias,
        term: termLink(model, term.key, fromTopPage),
        deprecated: true,
      })),
    ])
    .sort((a, b) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0));
  return {
    notice: model.generatedNotice,
    metadata: model.metadata,
    terms: terms.map((term) => ({
      term: termLink(model, term.key, fromTopPage),
      aliases: term.data.aliases,
      deprecatedAliases: term.data.deprecated_aliases,
      summary: firstSentence(term.data.definition),
      status: term.data.status,
    })),
    aliases,
    pages: pageLinks(fromTopPage),
  };
}

export function rolesPage(model: Model) {
  return {
    notice: model.generatedNotice,
    pages: pageLinks(fromTopPage),
    roles: [...model.roles.values()].map((role) => ({
      id: role.id,
      description: role.data.description,
      terms: termsOwnedBy(model, role.id).map((term) => termLink(model, term.key, fromTopPage)),
    })),
  };
}

export function rulesPage(model: Model) {
  return {
    notice: model.generatedNotice,
    pages: pageLinks(fromTopPage),
    ruleSets: model.ruleSets.map((ruleSet) => ({
      id: ruleSet.id,
      title: ruleSet.data.title,
      description: ruleSet.data.description,
      rules: ruleSet.rules.map((rule) => ({
        id: rule.id,
        level: rule.data.level,
        enforcement: rule.data.enforcement,
        appliesTo: ruleTargets(model, rule.data.applies_to, fromTopPage),
        lintCodes: lintCodeLinks(rule.data.lint_codes, fromTopPage),
        statement: rule.data.statement,
      })),
    })),
    lintCodes: modelLintCodes(model).map((code) => ({
      code: lintCodeLinks([code], fromTopPage)[0]!,
      rules: rulesNamingCode(model, code).map((rule) => codeLink(rule.id, `#${headingAnchor(rule.id)}`)),
    })),
  };
}

export function relationshipsPage(model: Model) {
  return {
    notice: model.generatedNotice,
    pages: pageLinks(fromTopPage),
    diagram: entityRelationshipDiagram(model),
    relationships: [...model.terms.values()].flatMap((term) =>
      term.data.relationships.map((relationship) => ({
        from: termLink(model, term.key, fromTopPage),
        name: relationship.name,
        kind: relationship.kind,
        cardinality: relationship.cardinality,
        target: termLink(model, relationship.target, fromTopPage),
        inverse: relationship.inverse ?? null,
        inverseCardinality: relationship.inverse_cardinality ?? null,
      })),
    ),
  };
}
