// A task from @modelcontextprotocol/sdk: a task-augmented tool call between the SDK's client and server over its
// in-memory transport, every JSON-RPC message the client received recorded as a line.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export interface McpRecording {
  /** The messages the client received, one JSON text per line. */
  lines: string[];
  taskId: string;
}

/**
 * A server whose one tool runs as a task: created working, it asks for input, works again and
 * completes; the client calls it with callToolStream, which polls tasks/get until the result.
 */
export async function recordMcpTask(): Promise<McpRecording> {
  const taskStore = new InMemoryTaskStore();
  const server = new McpServer(
    { name: 'awm-wire-test', version: '1.0.0' },
    { capabilities: { tools: {}, tasks: { requests: { tools: { call: {} } }, list: {}, cancel: {} } }, taskStore },
  );
  // The task moves on once the client has seen its last status: a barrier, so every status is recorded.
  const seen = new Map<string, { count: number; waiting: { count: number; resolve(): void }[] }>();
  const saw = (status: string) => {
    const entry = seen.get(status) ?? { count: 0, waiting: [] };
    seen.set(status, entry);
    entry.count += 1;
    for (const waiter of entry.waiting.filter((w) => w.count <= entry.count)) waiter.resolve();
  };
  const clientSaw = (status: string, count: number) =>
    new Promise<void>((resolve) => {
      const entry = seen.get(status) ?? { count: 0, waiting: [] };
      seen.set(status, entry);
      if (entry.count >= count) resolve();
      else entry.waiting.push({ count, resolve });
    });
  server.experimental.tasks.registerToolTask(
    'walk',
    { description: 'works, asks for input, completes', execution: { taskSupport: 'required' } },
    {
      async createTask(extra) {
        const task = await extra.taskStore.createTask({ ttl: 60_000, pollInterval: 5 });
        void (async () => {
          await clientSaw('working', 1);
          await extra.taskStore.updateTaskStatus(task.taskId, 'input_required');
          await clientSaw('input_required', 1);
          await extra.taskStore.updateTaskStatus(task.taskId, 'working');
          await clientSaw('working', 2);
          await extra.taskStore.storeTaskResult(task.taskId, 'completed', {
            content: [{ type: 'text', text: 'done' }],
          });
        })();
        return { task };
      },
      async getTask(extra) {
        const task = await extra.taskStore.getTask(extra.taskId);
        if (!task) throw new Error(`no task ${extra.taskId}`);
        return task;
      },
      async getTaskResult(extra) {
        return (await extra.taskStore.getTaskResult(extra.taskId)) as { content: [] };
      },
    },
  );
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: 'awm-wire-test-client', version: '1.0.0' }, { capabilities: {} });
  await client.connect(clientTransport);
  const lines: string[] = [];
  const deliver = clientTransport.onmessage!;
  let last = '';
  clientTransport.onmessage = (message, extra) => {
    lines.push(JSON.stringify(message));
    deliver(message, extra);
    // A task status the client had not seen last: tasks/get polls repeat it.
    const status = /"status":"(\w+)"/.exec(lines.at(-1)!)?.[1];
    if (status !== undefined && status !== last) saw(status);
    last = status ?? last;
  };
  let taskId = '';
  for await (const message of client.experimental.tasks.callToolStream({ name: 'walk', arguments: {} }, undefined, {
    task: { ttl: 60_000 },
  }))
    if (message.type === 'taskCreated') taskId = message.task.taskId;
  await client.close();
  await server.close();
  // The store keeps each task for its ttl on a timer that would hold the test process open a minute.
  taskStore.cleanup();
  return { lines, taskId };
}
