// Predicates over names that the linter and the runtime share: words, snake_case cores, live-state names.

/** Field names repeat across terms (display_name, policy, ...); several rules split each one. */
const tokenCache = new Map<string, readonly string[]>();

/** `agentRunID`, `agent-run`, `Agent Run` -> `['agent', 'run', 'id']`: a name's lower-case words. */
export function nameTokens(name: string): readonly string[] {
  let tokens = tokenCache.get(name);
  if (!tokens) {
    tokens = isSnakeCase(name)
      ? name.split('_')
      : name
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(Boolean);
    tokenCache.set(name, tokens);
  }
  return tokens;
}

/** Lower-case words of a-z and 0-9 joined by single underscores: the form most field names already have. */
const snakeCase = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Whether a name is its own snake_case: its words are what `_` separates, and snakeName gives it back. */
const isSnakeCase = (name: string) => snakeCase.test(name);

/** A name in snake_case: `agent session` -> `agent_session`, `AgentRun` -> `agent_run`. */
export function snakeName(name: string): string {
  return isSnakeCase(name) ? name : nameTokens(name).join('_');
}

/** A field name without its identity suffix: `work_session_id` -> `work_session`, `task_ids` -> `task`. */
export function fieldCore(name: string): string {
  return snakeName(name).replace(/_ids?$/, '');
}

/** Words that name process-level runtime state wherever they appear in a name. */
const runtimeWords = new Set([
  'pid',
  'pids',
  'port',
  'ports',
  'heartbeat',
  'heartbeats',
  'lease',
  'leases',
  'endpoint',
  'endpoints',
  'hostname',
  'socket',
]);
/** Words that make a pointer live when they lead the name: `current_run`, `active_workspace_id`. */
export const livePrefixes: ReadonlySet<string> = new Set(['current', 'active', 'live', 'running', 'open', 'latest']);
/** What a live pointer must not point at: the episodes and executions of work. */
const episodeWords = new Set([
  'session',
  'sessions',
  'run',
  'runs',
  'attempt',
  'attempts',
  'workspace',
  'workspaces',
  'conversation',
  'conversations',
  'turn',
  'turns',
  'instance',
  'instances',
]);

/**
 * Why a name denotes live runtime state (RUNTIME_STATE in model definitions, and keys of a
 * published ProjectSnapshot definition in the runtime), or undefined.
 */
export function runtimeStateReason(name: string): string | undefined {
  const tokens = nameTokens(name);
  const word = tokens.find((token) => runtimeWords.has(token));
  if (word) return `"${word}" is process state`;
  if (livePrefixes.has(tokens[0] ?? '') && tokens.slice(1).some((token) => episodeWords.has(token))) {
    return `"${tokens[0]}" points at a live episode`;
  }
  return undefined;
}

/**
 * session, agent and context: too ambiguous to name a field or an identity on their own (rule
 * no-unqualified-session-agent-context).
 */
export const bareTokens: ReadonlySet<string> = new Set(['session', 'agent', 'context']);
