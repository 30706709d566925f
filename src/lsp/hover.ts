// Hover text for a name in a model file: what it is, from the linked model.
import type { Occurrence } from '../link/symbol-index.js';
import type { Model } from '../model/model.js';

const code = (text: string) => `\`${text}\``;
const list = (names: readonly string[]) => names.map(code).join(', ') || 'none';

/** Markdown describing the symbol an occurrence names, or undefined when the model does not know it. */
export function hoverText(model: Model, occurrence: Occurrence): string | undefined {
  switch (occurrence.kind) {
    case 'term': {
      const term = model.terms.get(occurrence.name);
      if (!term) return undefined;
      const { data } = term;
      const lines = [`**${term.key}** (term, ${data.status}, ${data.mutability})`, '', data.definition.trim()];
      lines.push('', `Owner: ${data.authority.owner ? code(data.authority.owner) : 'none'}`);
      const lifecycle = data.lifecycle;
      if (lifecycle)
        lines.push(
          '',
          `Lifecycle: initial ${code(lifecycle.initial)}; states ${list(lifecycle.states)}; ` +
            `terminal ${list(lifecycle.terminal)}`,
        );
      return lines.join('\n');
    }
    case 'relationship': {
      const [termKey = '', name = ''] = occurrence.name.split('.');
      const relationship = model.terms.get(termKey)?.relationships.find((r) => r.name === name);
      if (!relationship) return undefined;
      const { data } = relationship;
      const inverse = data.inverse ? `; inverse ${code(data.inverse)} (${data.inverse_cardinality ?? '?'})` : '';
      return (
        `**${termKey}.${name}** (relationship): ${data.kind} ${code(data.target)}, ` +
        `cardinality ${code(data.cardinality)}${inverse}`
      );
    }
    case 'state': {
      const [termKey = '', state = ''] = occurrence.name.split('#');
      const lifecycle = model.terms.get(termKey)?.data.lifecycle;
      if (!lifecycle?.states.includes(state)) return undefined;
      const roles = [lifecycle.initial === state ? 'initial' : '', lifecycle.terminal.includes(state) ? 'terminal' : '']
        .filter(Boolean)
        .join(', ');
      const into = lifecycle.transitions.filter((t) => t.to === state).map((t) => t.from);
      const out = lifecycle.transitions.filter((t) => t.from === state).map((t) => t.to);
      return [
        `**${state}** (state of ${termKey}${roles ? `, ${roles}` : ''})`,
        '',
        `From: ${list(into)}`,
        '',
        `To: ${list(out)}`,
      ].join('\n');
    }
    case 'role': {
      const role = model.roles.get(occurrence.name);
      if (!role) return undefined;
      const owned = [...model.terms.values()].filter((t) => t.data.authority.owner === role.id).map((t) => t.key);
      return `**${role.id}** (authority role)\n\n${role.data.description.trim()}\n\nOwns: ${list(owned)}`;
    }
    case 'rule': {
      const rule = model.rules.get(occurrence.name);
      if (!rule) return undefined;
      const codes = rule.data.lint_codes ?? [];
      const lintCodes = codes.length ? `\n\nLint codes: ${list(codes)}` : '';
      return `**${rule.id}** (${rule.data.level} rule)\n\n${rule.data.statement.trim()}${lintCodes}`;
    }
  }
}
