// An @a2a-js/sdk server whose task sends push notifications, by the SDK's own sender, to a URL the test gives.
import { type AgentCard, type SendMessageRequest, TaskState } from '@a2a-js/sdk';
import {
  AgentEvent,
  type AgentExecutor,
  DefaultPushNotificationSender,
  DefaultRequestHandler,
  InMemoryPushNotificationStore,
  InMemoryTaskStore,
  type PushNotificationSender,
  ServerCallContext,
} from '@a2a-js/sdk/server';
import { message as userMessage, status } from './a2a-recording.js';

/** Submits, works and asks for input on the first message; works and completes on the answer. */
const walkingExecutor: AgentExecutor = {
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
      bus.publish(update(TaskState.TASK_STATE_WORKING));
      bus.publish(update(TaskState.TASK_STATE_COMPLETED));
    }
    bus.finished();
  },
  async cancelTask() {},
};

const card: AgentCard = {
  name: 'walker',
  description: 'walks a task through input-required to completed',
  version: '1.0.0',
  supportedInterfaces: [],
  provider: undefined,
  capabilities: { streaming: false, pushNotifications: true, extensions: [] },
  securitySchemes: {},
  securityRequirements: [],
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [],
  signatures: [],
};

const message = (text: string, url: string, taskId = '', contextId = ''): SendMessageRequest =>
  userMessage(text, taskId, contextId, {
    acceptedOutputModes: ['text/plain'],
    taskPushNotificationConfig: {
      tenant: '',
      id: 'push-1',
      taskId,
      url,
      token: 'test-token',
      authentication: undefined,
    },
    returnImmediately: false,
  });

/**
 * Runs one task through the SDK's request handler with a push-notification config pointing at
 * `url` (with `workAfterCompleted`, the sender then posts `working` once more); resolves once the
 * SDK's DefaultPushNotificationSender has posted every update (each answered 2xx, or the send
 * throws), with the task's id and the number of notifications sent.
 */
export async function pushTaskUpdates(
  url: string,
  options: { workAfterCompleted?: boolean } = {},
): Promise<{ taskId: string; sent: number }> {
  const store = new InMemoryPushNotificationStore();
  const sender = new DefaultPushNotificationSender(store);
  const pending: Promise<void>[] = [];
  // The SDK's sender, awaited: the handler does not wait for its notifications.
  const awaited: PushNotificationSender = {
    send: (response, context, task) => {
      const sending = sender.send(response, context, task);
      pending.push(sending);
      return sending;
    },
  };
  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), walkingExecutor, undefined, store, awaited);
  const context = () => new ServerCallContext({ requestedVersion: '1.0' });
  const first = await handler.sendMessage(message('start', url), context());
  if (!('id' in first)) throw new Error('the SDK answered with a message, not a task');
  await handler.sendMessage(message('answer', url, first.id, first.contextId), context());
  if (options.workAfterCompleted) {
    // A server that goes on after the end: the SDK's sender posts `working` for the completed task.
    const again = {
      taskId: first.id,
      contextId: first.contextId,
      status: status(TaskState.TASK_STATE_WORKING),
      metadata: undefined,
    };
    await Promise.all(pending);
    await awaited.send({ payload: { $case: 'statusUpdate', value: again } }, context());
  }
  await Promise.all(pending);
  return { taskId: first.id, sent: pending.length };
}
