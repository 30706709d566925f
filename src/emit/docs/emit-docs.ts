// Generator: generated/docs/, Markdown pages rendered from the handlebars templates in templates/.
import type { GeneratedFile, Generator } from '../generated-file.js';
import { loadTemplates, tidy } from './templates.js';
import { crosswalkPage, crosswalksPage } from './crosswalk-view.js';
import { docPaths, indexPage, relationshipsPage, rolesPage, rulesPage, termPage } from './view-model.js';

const templateNames = [
  'index',
  'term',
  'authority-roles',
  'rules',
  'relationships',
  'crosswalks',
  'crosswalk',
] as const;
type TemplateName = (typeof templateNames)[number];

export const docsGenerator: Generator = {
  name: 'docs',
  async emit(model) {
    const templates = await loadTemplates(templateNames);
    const page = (path: string, template: TemplateName, view: object): GeneratedFile => ({
      path: `docs/${path}`,
      content: tidy(templates[template](view)),
    });
    return [
      page(docPaths.index, 'index', indexPage(model)),
      page(docPaths.roles, 'authority-roles', rolesPage(model)),
      page(docPaths.rules, 'rules', rulesPage(model)),
      page(docPaths.relationships, 'relationships', relationshipsPage(model)),
      page(docPaths.crosswalks, 'crosswalks', crosswalksPage(model)),
      ...[...model.mappings.values()].map((mapping) =>
        page(docPaths.crosswalk(mapping.system), 'crosswalk', crosswalkPage(model, mapping)),
      ),
      ...[...model.terms.values()].map((term) => page(docPaths.term(term.key), 'term', termPage(model, term))),
    ];
  },
};
