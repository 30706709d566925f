// An @a2a-js/sdk server (express) whose executor walks a task through input-required to completed, streamed by the
// SDK's own client, and what that client received over HTTP recorded as it came: the wire tests' A2A recordings.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { type AgentCard, type Message, type StreamResponse, TaskState, type TaskStatus } from '@a2a-js/sdk';
import { ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory } from '@a2a-js/sdk/client';
import {
  AgentEvent,
  type AgentExecutionEvent,
  type AgentExecutor,
  DefaultRequestHandler,
  InMemoryTaskStore,
  type ServerCallContext,
} from '@a2a-js/sdk/server';
import { jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';
import type { SendMessageRequest } from '@a2a-js/sdk';

/** Which spelling of the protocol the client and server speak: v1, or v0.3 through the SDK's compat layer. */
export type A2aVersion = '1.0' | '0.3';

export interface A2aRecording {
  /** Every response body the client received, in order: server-sent event streams and JSON-RPC responses. */
  text: string;
  taskId: string;
}

/** A task status in `state`, stamped now. */
export const status = (state: TaskState): TaskStatus => ({
  state,
  timestamp: new Date().toISOString(),
  message: undefined,
});

/**
 * The executor: a first message submits the task, works on it and asks for input; the answer
 * resumes it, yields an artifact and completes it. With `workAfterCompleted`, it then publishes
 * `working` once more: an illegal move the SDK's stream does not forward, so the server below
 * forwards what the executor published after the end, as a server that does not stop there would.
 */
function walkingExecutor(late: AgentExecutionEvent[], workAfterCompleted: boolean): AgentExecutor {
  return {
    async execute(context, bus) {
      const { taskId, contextId } = context;
      const update = (state: TaskState) =>
        AgentEvent.statusUpdate({ taskId, contextId, status: status(state), metadata: undefined });
      if (!context.task) {
        const task = { id: taskId, contextId, artifacts: [], history: [], metadata: undefined };
        bus.publish(AgentEvent.task({ ...task, status: status(TaskState.TASK_STATE_SUBMITTED) }));
        bus.publish(update(TaskState.TASK_STATE_WORKING));
        bus.publish(update(TaskState.TASK_STATE_INPUT_REQUIRED));
      } else {
        bus.publish(AgentEvent.task(context.task));
        bus.publish(update(TaskState.TASK_STATE_WORKING));
        const text = {
          content: { $case: 'text' as const, value: 'done' },
          metadata: undefined,
          filename: '',
          mediaType: 'text/plain',
        };
        const artifact = {
          artifactId: `${taskId}-answer`,
          name: 'answer',
          description: '',
          parts: [text],
          metadata: undefined,
          extensions: [],
        };
        bus.publish(
          AgentEvent.artifactUpdate({
            taskId,
            contextId,
            artifact,
            append: false,
            lastChunk: true,
            metadata: undefined,
          }),
        );
        bus.publish(update(TaskState.TASK_STATE_COMPLETED));
        if (workAfterCompleted) {
          const again = update(TaskState.TASK_STATE_WORKING);
          late.push(again);
          bus.publish(again);
        }
      }
      bus.finished();
    },
    async cancelTask() {},
  };
}

/** The SDK's request handler, whose stream also forwards the events the executor published after the task ended. */
class ForwardingRequestHandler extends DefaultRequestHandler {
  constructor(
    card: AgentCard,
    executor: AgentExecutor,
    private readonly late: AgentExecutionEvent[],
  ) {
    super(card, new InMemoryTaskStore(), executor);
  }

  override async *sendMessageStream(
    params: SendMessageRequest,
    context: ServerCallContext,
  ): AsyncGenerator<StreamResponse, void, undefined> {
    yield* super.sendMessageStream(params, context);
    for (const event of this.late.splice(0))
      yield { payload: { $case: event.kind, value: event.data } } as StreamResponse;
  }
}

/** A user's text message to the agent, for a new task or for `taskId`, with the send's configuration if any. */
export const message = (
  text: string,
  taskId = '',
  contextId = '',
  configuration: SendMessageRequest['configuration'] = undefined,
): SendMessageRequest => ({
  tenant: '',
  message: {
    messageId: `msg-${text}`,
    role: 1,
    parts: [{ content: { $case: 'text', value: text }, metadata: undefined, filename: '', mediaType: '' }],
    contextId,
    taskId,
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  } satisfies Message,
  configuration,
  metadata: undefined,
});

/**
 * Runs one task through an SDK server on an ephemeral loopback port with the SDK's streaming
 * client: two streamed messages (the second answers input-required), then tasks/get. Returns
 * the response bodies the client's fetch received, unchanged.
 */
export async function recordA2aTask(
  version: A2aVersion,
  options: { workAfterCompleted?: boolean } = {},
): Promise<A2aRecording> {
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a2a`;
    const card: AgentCard = {
      name: 'walker',
      description: 'walks a task through input-required to completed',
      version: '1.0.0',
      supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: version, tenant: '' }],
      provider: undefined,
      capabilities: { streaming: true, pushNotifications: false, extensions: [] },
      securitySchemes: {},
      securityRequirements: [],
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [],
      signatures: [],
    };
    const late: AgentExecutionEvent[] = [];
    const handler = new ForwardingRequestHandler(
      card,
      walkingExecutor(late, options.workAfterCompleted ?? false),
      late,
    );
    const legacy = version === '0.3' ? { legacyCompat: { enabled: true } } : {};
    app.use('/a2a', jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication, ...legacy }));

    const bodies: Promise<string>[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!response.body) return response;
      const [forClient, forRecording] = response.body.tee();
      bodies.push(new Response(forRecording).text());
      return new Response(forClient, { status: response.status, headers: response.headers });
    };
    const transports = [new JsonRpcTransportFactory({ fetchImpl: recordingFetch, ...legacy })];
    const factory = new ClientFactory(ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { transports }));
    const client = await factory.createFromAgentCard(card);
    let taskId = '';
    let contextId = '';
    for await (const event of client.sendMessageStream(message('start'))) {
      if (event.payload?.$case === 'task') ({ id: taskId, contextId } = event.payload.value);
    }
    for await (const _ of client.sendMessageStream(message('answer', taskId, contextId))) {
      // The stream is recorded by the fetch; the client only has to read it to its end.
    }
    await client.getTask({ tenant: '', id: taskId, historyLength: 0 });
    return { text: (await Promise.all(bodies)).join('\n'), taskId };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
