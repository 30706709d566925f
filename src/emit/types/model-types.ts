// The unions of the whole model: term keys, authority role ids, and the lint codes its rules name.
import type { Model } from '../../model/model.js';
import { firstSentence, modelLintCodes, rulesNamingCode } from '../../model/queries.js';
import type { JsonSchema } from '../schemas/json-schema.js';
import { modelUnionNames } from './type-names.js';

const bullets = (items: readonly string[]) => (items.length ? items.map((item) => `- ${item}`).join('\n') : 'None.');

/** Schemas json-schema-to-typescript turns into `TermKey`, `AuthorityRoleId` and `ModelLintCode`. */
export function modelUnionSchemas(model: Model): JsonSchema[] {
  const name = `${model.metadata.name} ${model.metadata.version}`;
  const terms = [...model.terms.values()];
  const roles = [...model.roles.values()];
  const codes = modelLintCodes(model);
  const [termKey, authorityRoleId, modelLintCode] = modelUnionNames;
  const termList = bullets(terms.map((term) => `\`${term.key}\`: ${firstSentence(term.data.definition)}`));
  const roleList = bullets(roles.map((role) => `\`${role.id}\`: ${firstSentence(role.data.description)}`));
  const enforcing = (code: string) =>
    rulesNamingCode(model, code)
      .map((rule) => `\`${rule.id}\``)
      .join(', ');
  const codeList = bullets(codes.map((code) => `\`${code}\`: enforces ${enforcing(code)}`));
  return [
    {
      title: termKey,
      description: `The key of a term of the ${name}:\n\n${termList}`,
      enum: terms.map((term) => term.key),
    },
    {
      title: authorityRoleId,
      description: `An authority role of the ${name}: the system or role that owns a term.\n\n${roleList}`,
      enum: roles.map((role) => role.id),
    },
    {
      title: modelLintCode,
      description:
        `A lint code named by the rules of the ${name} (the linter's own catalogue may hold more):` + `\n\n${codeList}`,
      enum: codes,
    },
  ];
}
