// The re-audit of the seed crosswalks (issue 25, item 6): each correction read from the YAML with js-yaml, its quotes
// found in the vendored source by this test's own reading of the source header, and its effect on native traces.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';

interface Quote {
  section: string;
  quote: string;
}
interface Claimed {
  notes?: string;
  reason?: string;
  evidence?: Quote[];
}
interface StateMapping extends Claimed {
  awm_state: string | null;
  fidelity: string;
}
interface Crosswalk {
  notes: string;
  terms: Record<string, Claimed & { fidelity: string; native_term: string | null }>;
  native_lifecycles?: Record<string, Claimed>;
  left_out_lifecycles?: (Claimed & { native_term: string; name: string })[];
  state_maps?: Record<string, { notes?: string; states: Record<string, StateMapping> }>;
  false_friends?: (Claimed & { native_term: string; term: string })[];
}

const crosswalk = (system: string) =>
  load(readFileSync(repoPath('model', 'mappings', `${system}.yaml`), 'utf8')) as Crosswalk;

/** Whitespace collapsed and case ignored, as the evidence rules compare quotes. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The vendored source's text under each heading, from its header's `sections` (line 1 is the first line after the
 * header's closing `---`): read here from the file, not through awm's loader.
 */
function sectionsOf(system: string): Map<string, string> {
  const text = readFileSync(repoPath('model', 'mappings', 'sources', `${system}.md`), 'utf8');
  const close = text.indexOf('\n---\n', 4);
  const header = load(text.slice(4, close)) as { sections: { line: number; title: string }[] };
  const lines = text.slice(close + 5).split('\n');
  const starts = header.sections.map((section) => section.line).sort((a, b) => a - b);
  const spans = new Map<string, string>();
  for (const section of header.sections) {
    const end = starts.find((line) => line > section.line) ?? lines.length + 1;
    spans.set(section.title, plain(lines.slice(section.line - 1, end - 1).join('\n')));
  }
  return spans;
}

/** Asserts that every quote of `claim` stands in its source under the section it names. */
function assertQuoted(system: string, claim: Claimed, what: string) {
  const sections = sectionsOf(system);
  assert.ok(claim.evidence && claim.evidence.length > 0, `${what} quotes its source`);
  for (const { section, quote } of claim.evidence!) {
    const body = sections.get(section);
    assert.ok(body !== undefined, `${what}: "${section}" is a heading of sources/${system}.md`);
    assert.ok(body!.includes(plain(quote)), `${what}: "${quote}" stands under "${section}"`);
  }
}

const quotes = (claim: Claimed) => (claim.evidence ?? []).map((q) => plain(q.quote));

test("awaken-workforce: WorkUnit's active is broad to AgentRun's running, and says it covers blocked", () => {
  const awaken = crosswalk('awaken-workforce');
  const active = awaken.state_maps!.AgentRun!.states.active!;
  assert.is(active.awm_state, 'running');
  assert.is(active.fidelity, 'broad');
  assert.match(active.notes!, /\bblocked\b/);
  assert.ok(quotes(active).some((q) => q.includes('approval/pause are events, not status variants')));
  assertQuoted('awaken-workforce', active, 'state map AgentRun: active');
  // The outcomes are still exact: the correction is active's alone.
  for (const outcome of ['succeeded', 'failed', 'cancelled'])
    assert.is(awaken.state_maps!.AgentRun!.states[outcome]!.fidelity, 'exact', outcome);
});

test("awaken-workforce: no text of the crosswalk still says AWM's blocked has no WorkUnit counterpart", () => {
  const awaken = crosswalk('awaken-workforce');
  const texts = {
    notes: awaken.notes,
    'terms.AgentRun.notes': awaken.terms.AgentRun!.notes!,
    'state_maps.AgentRun.notes': awaken.state_maps!.AgentRun!.notes!,
  };
  for (const [where, text] of Object.entries(texts)) {
    assert.not.match(text, /blocked has no/i, where);
    assert.not.match(text, /one for one, queued apart/i, where);
  }
  assert.match(awaken.notes, /active[^.]*broad/);
  assert.match(awaken.notes, /\bblocked\b/);
});

test("awaken-workforce: Awaken's Agent is a false friend of AgentInstance, with its reason and evidence", () => {
  const awaken = crosswalk('awaken-workforce');
  const agent = awaken.false_friends!.filter((friend) => friend.native_term === 'Agent');
  assert.is(agent.length, 1);
  assert.is(agent[0]!.term, 'AgentInstance');
  assert.ok(agent[0]!.reason!.length > 0);
  assert.ok(quotes(agent[0]!).some((q) => q.includes('an agent actor plus an editable agentdef')));
  assertQuoted('awaken-workforce', agent[0]!, 'false friend Agent');
  // Agent is not also an entry's native term: a false friend and a translation at once would contradict each other.
  assert.not.ok(Object.values(awaken.terms).some((entry) => entry.native_term === 'Agent'));
});

test('awaken-workforce: Cycle and Delivery target are declared or left out, quoting what gives them state', () => {
  const awaken = crosswalk('awaken-workforce');
  for (const native of ['Cycle', 'Delivery target']) {
    const declared = awaken.native_lifecycles?.[native];
    const left = (awaken.left_out_lifecycles ?? []).filter((entry) => entry.native_term === native);
    assert.is(Number(declared !== undefined) + left.length, 1, `${native}: declared once or left out once`);
    const claim = declared ?? left[0]!;
    if (!declared) assert.ok(left[0]!.reason!.length > 0, `${native}: left out with a reason`);
    assert.ok(
      quotes(claim).some((q) => q.includes('their workflow position is authoritative typed state too')),
      `${native} quotes the sentence that gives it state`,
    );
    assertQuoted('awaken-workforce', claim, native);
  }
});

test("vox: IDLE, known only as the first state of the chain, is related to AgentInstance's starting", () => {
  const idle = crosswalk('vox').state_maps!.AgentInstance!.states.IDLE!;
  assert.is(idle.awm_state, 'starting');
  assert.is(idle.fidelity, 'related');
  assertQuoted('vox', idle, 'state map AgentInstance: IDLE');
});

test("hoziron: each of the six package types' lifecycle traits is declared or left out", () => {
  const hoziron = crosswalk('hoziron');
  const sixTypes = 'six package types — skill, competency, agent, workflow, integration, contract — share';
  assert.ok(
    sectionsOf('hoziron')
      .get('Package Types and the Lifecycle Contract (ADR-044, ADR-056, ADR-060)')!
      .includes(sixTypes),
  );
  for (const type of ['Skill', 'Competency', 'Agent', 'Workflow', 'Integration', 'Contract']) {
    const declared = hoziron.native_lifecycles?.[type];
    const left = (hoziron.left_out_lifecycles ?? []).filter((entry) => entry.native_term === type);
    assert.ok(declared || left.some((entry) => entry.name === 'Installable'), `${type}: Installable accounted for`);
    for (const entry of left) assertQuoted('hoziron', entry, `${type}: ${entry.name}`);
  }
  // Runnable is one trait: what the Agent's lifecycle leaves out, the Workflow's does too.
  const leftOut = (native: string) =>
    ((hoziron.native_lifecycles![native] as { left_out?: { name: string }[] }).left_out ?? []).map((l) => l.name);
  for (const name of leftOut('Agent')) assert.ok(leftOut('Workflow').includes(name), `Workflow leaves out ${name}`);
});

test("awaken-workforce: a ResourceType's Lifecycle hooks are left out, with the source's words", () => {
  const left = crosswalk('awaken-workforce').left_out_lifecycles!.filter((entry) => entry.native_term === 'Resource');
  assert.is(left.length, 1);
  assert.ok(quotes(left[0]!).some((q) => q.includes('lifecycle — host-only hooks (verify, resolve, health)')));
  assertQuoted('awaken-workforce', left[0]!, 'left-out lifecycle Resource');
});

test('awm conformance --system awaken-workforce --strict knows Agent, Cycle and Delivery target records', () => {
  const at = (second: number) => `2026-04-01T12:00:${String(second).padStart(2, '0')}Z`;
  const trace = [
    { term: 'Issue', id: 'ISS-1', state: 'triage', at: at(0) },
    { term: 'WorkUnit', id: 'wu-1', state: 'queued', at: at(1), refs: { Issue: 'ISS-1' } },
    { term: 'WorkUnit', id: 'wu-1', state: 'active', at: at(2) },
    { term: 'Agent', id: 'reviewer', at: at(3) },
    { term: 'Cycle', id: 'cy-1', state: 'planning', at: at(4) },
    { term: 'Delivery target', id: 'dt-1', state: 'staged', at: at(5) },
    { term: 'WorkUnit', id: 'wu-1', state: 'succeeded', at: at(6) },
  ];
  const input = `${trace.map((event) => JSON.stringify(event)).join('\n')}\n`;
  const args = ['conformance', '--system', 'awaken-workforce', '--strict', '--format', 'json', '-'];
  const result = runAwm([...args, '--model', repoPath('model')], repoPath(), input);
  assert.is(result.stderr, '');
  assert.is(result.status, 0, 'a native term the crosswalk knows is no error under --strict');
  const report = JSON.parse(result.stdout) as {
    errors: number;
    findings: { line: number; code: string; message: string }[];
  };
  assert.is(report.errors, 0);
  const at4 = report.findings.filter((finding) => finding.line >= 4 && finding.line <= 6);
  assert.equal(
    at4.map((finding) => [finding.line, finding.code]),
    [
      [4, 'PROJECTION_LOSS'],
      [5, 'PROJECTION_LOSS'],
      [6, 'PROJECTION_LOSS'],
    ],
  );
  assert.match(at4[0]!.message, 'Agent is a false friend of AgentInstance');
  assert.match(at4[1]!.message, 'Cycle is mapped to no AWM term');
  assert.match(at4[2]!.message, 'Delivery target is mapped to no AWM term');
  // The active record projects to running: no finding on lines 2, 3 or 7.
  assert.not.ok(report.findings.some((finding) => [2, 3, 7].includes(finding.line)));
});

test.run();
