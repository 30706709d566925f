// A copy of the bundled model whose every free-text string carries HTML, script and javascript: payloads that pass
// lint: definitions, notes, quotes, names, the notice, a vendored source, native lifecycle and state names, aliases.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, visit, type Document } from 'yaml';
import { copyModel, type TempModel } from './temp-model.js';

/**
 * What each payload would do if it ran: set `window.__pwned` to the name of the field it came
 * from, so a test that finds the flag set knows which field got through.
 */
export function payload(field: string): string {
  const run = `window.__pwned='${field}'`;
  return [
    // The backtick trick: one backtick to open, two to close.
    `\`<img src=x onerror="${run}">\`\``,
    `<script>${run}</script>`,
    `<svg onload="${run}"></svg>`,
    `[link](javascript:${run})`,
    `<a href="javascript:${run}">anchor</a>`,
    `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`,
  ].join(' ');
}

/** One payload without spaces at its ends, for names the schemas want trimmed. */
const namePayload = (field: string) => `x<img src=x onerror="window.__pwned='${field}'">`;

/** Keys whose string values are free prose anywhere in the model. */
const proseKeys = new Set([
  'definition',
  'purpose',
  'notes',
  'description',
  'reason',
  'text',
  'conflict',
  'verified_against',
]);
/** Keys whose lists hold prose. */
const proseListKeys = new Set(['examples', 'anti_examples']);

/** Appends a payload to every prose string of a YAML document. */
function poisonProse(document: Document, file: string): void {
  visit(document, {
    Pair(_, pair, path) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (proseKeys.has(key) && isScalar(pair.value) && typeof pair.value.value === 'string')
        pair.value.value = `${pair.value.value} ${payload(`${file}:${key}`)}`;
      // The name of something a crosswalk leaves out, given with its reason, is free text too.
      const parent = path[path.length - 1];
      if (key === 'name' && isMap(parent) && parent.has('reason') && isScalar(pair.value))
        pair.value.value = `${String(pair.value.value)} ${payload(`${file}:left out name`)}`;
      if (proseListKeys.has(key) && isSeq(pair.value))
        for (const item of pair.value.items)
          if (isScalar(item) && typeof item.value === 'string')
            item.value = `${item.value} ${payload(`${file}:${key}`)}`;
    },
  });
}

const quote = 'install is instantiation, one instance per name';
const poisonedQuote = `install is instantiation ${payload('quote')}, one instance per name`;
const nativeState = 'Suspended';
const poisonedState = `Suspended${namePayload('native state')}`;
const nativeTerm = 'Agent';
const poisonedTerm = `Agent${namePayload('native lifecycle key')}`;

/** The Hoziron crosswalk: a poisoned quote, native lifecycle name and key, and one native state renamed. */
function poisonCrosswalk(document: Document): void {
  visit(document, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && scalar.value.replace(/\s+/g, ' ') === quote) scalar.value = poisonedQuote;
    },
  });
  const lifecycles = document.get('native_lifecycles', true);
  if (!isMap(lifecycles)) throw new Error('hoziron.yaml: no native_lifecycles');
  const agent = lifecycles.items.find((pair) => isScalar(pair.key) && pair.key.value === nativeTerm);
  if (!agent || !isMap(agent.value) || !isScalar(agent.key)) throw new Error('hoziron.yaml: no Agent lifecycle');
  agent.key.value = poisonedTerm;
  const lifecycle = agent.value;
  lifecycle.set('name', `${String(lifecycle.get('name'))} ${payload('native lifecycle name')}`);
  const rename = (value: unknown) => (value === nativeState ? poisonedState : value);
  lifecycle.set('initial', rename(lifecycle.get('initial')));
  for (const list of ['states', 'terminal']) {
    const seq = lifecycle.get(list, true);
    if (isSeq(seq)) for (const item of seq.items) if (isScalar(item)) item.value = rename(item.value);
  }
  const transitions = lifecycle.get('transitions', true);
  if (isSeq(transitions))
    for (const transition of transitions.items)
      if (isMap(transition)) for (const end of ['from', 'to']) transition.set(end, rename(transition.get(end)));
  const terms = document.get('terms', true);
  if (!isMap(terms)) throw new Error('hoziron.yaml: no terms');
  visit(terms, {
    Pair(_, pair) {
      if (
        isScalar(pair.key) &&
        pair.key.value === 'native_term' &&
        isScalar(pair.value) &&
        pair.value.value === nativeTerm
      )
        pair.value.value = poisonedTerm;
    },
  });
  const stateMap = document.getIn(['state_maps', 'AgentInstance', 'states'], true);
  if (!isMap(stateMap)) throw new Error('hoziron.yaml: no AgentInstance state map');
  for (const pair of stateMap.items)
    if (isScalar(pair.key) && pair.key.value === nativeState) pair.key.value = poisonedState;
}

/** The vendored source: the quoted sentence poisoned as the crosswalk quotes it, its header too, its hash updated. */
function poisonSource(model: TempModel): string {
  const file = 'mappings/sources/hoziron.md';
  const text = model.read(file);
  const end = text.indexOf('\n---\n', 4) + '\n---\n'.length;
  const body = text.slice(end).replace(quote, poisonedQuote);
  const sha256 = createHash('sha256').update(body).digest('hex');
  const header = parseDocument(text.slice('---\n'.length, end - '---\n'.length));
  for (const key of ['title', 'origin', 'notes'])
    header.set(key, `${String(header.get(key))} ${payload(`source ${key}`)}`);
  header.set('sha256', sha256);
  model.write(file, `---\n${header.toString({ lineWidth: 0 })}---\n${body}`);
  return sha256;
}

/** Writes the hostile model; the caller disposes of it. */
export function hostileModel(): TempModel {
  const model = copyModel();
  const sha256 = poisonSource(model);
  const yamlFiles = (folder: string) =>
    readdirSync(model.file(folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => path.posix.join(folder, file));
  for (const file of [
    'model.yaml',
    'authority-roles.yaml',
    ...yamlFiles('terms'),
    ...yamlFiles('rules'),
    ...yamlFiles('mappings'),
  ]) {
    const document = parseDocument(readFileSync(model.file(file), 'utf8'));
    poisonProse(document, file);
    if (file === 'model.yaml') {
      document.setIn(['model', 'name'], `Agent Work Model ${payload('model name')}`);
      document.set('generated_notice', `Generated --> ${payload('notice')} --!> <!-- done`);
    }
    if (file === 'terms/Task.yaml') {
      const aliases = document.get('aliases', true);
      if (isSeq(aliases)) aliases.add(namePayload('alias'));
    }
    if (file === 'mappings/hoziron.yaml') {
      poisonCrosswalk(document);
      document.setIn(['source', 'sha256'], sha256);
    }
    writeFileSync(model.file(file), document.toString({ lineWidth: 0 }));
  }
  return model;
}
