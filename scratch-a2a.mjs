import express from 'express';
import { DefaultRequestHandler, InMemoryTaskStore, AgentEvent } from '@a2a-js/sdk/server';
import { jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';
import { ClientFactory, JsonRpcTransportFactory, ClientFactoryOptions } from '@a2a-js/sdk/client';
import { TaskState } from '@a2a-js/sdk';
const legacy = process.argv[2] === 'v03';
const app = express();
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${server.address().port}/a2a`;
const card = { name: 'walker', description: 'd', version: '1', supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: legacy ? '0.3' : '1.0', tenant: '' }, ...(legacy ? [] : [])],
  provider: undefined, capabilities: { streaming: true, pushNotifications: false, extensions: [] }, securitySchemes: {}, securityRequirements: [], defaultInputModes: ['text'], defaultOutputModes: ['text'], skills: [], signatures: [] };
const status = (state, text) => ({ state, timestamp: new Date().toISOString(), message: undefined });
const executor = {
  async execute(ctx, bus) {
    const { taskId, contextId } = ctx;
    const existing = ctx.task;
    if (!existing) {
      bus.publish(AgentEvent.task({ id: taskId, contextId, status: status(TaskState.TASK_STATE_SUBMITTED), artifacts: [], history: [], metadata: undefined }));
      bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_WORKING), metadata: undefined }));
      bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_INPUT_REQUIRED), metadata: undefined }));
    } else {
      bus.publish(AgentEvent.task(existing));
      bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_WORKING), metadata: undefined }));
      bus.publish(AgentEvent.artifactUpdate({ taskId, contextId, artifact: { artifactId: 'a1', name: 'answer', description: '', parts: [{ content: { $case: 'text', value: 'hi' }, metadata: undefined, filename: '', mediaType: 'text/plain' }], metadata: undefined, extensions: [] }, append: false, lastChunk: true, metadata: undefined }));
      bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_COMPLETED), metadata: undefined }));
      if (process.env.BAD) bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_WORKING), metadata: undefined }));
    }
    bus.finished();
  },
  async cancelTask() {},
};
const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), executor);
app.use('/a2a', jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication, ...(legacy ? { legacyCompat: { enabled: true } } : {}) }));
const lines = [];
const recordingFetch = async (input, init) => {
  const response = await fetch(input, init);
  const [a, b] = response.body.tee();
  (async () => { const text = await new Response(b).text(); lines.push(text); })();
  return new Response(a, { status: response.status, headers: response.headers });
};
const factory = new ClientFactory(ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { transports: [new JsonRpcTransportFactory({ fetchImpl: recordingFetch, ...(legacy ? { legacyCompat: { enabled: true } } : {}) })] }));
const client = await factory.createFromAgentCard(card);
const msg = (text, taskId, contextId) => ({ message: { messageId: 'm' + Math.random(), role: 1, parts: [{ content: { $case: 'text', value: text }, metadata: undefined, filename: '', mediaType: '' }], contextId: contextId ?? '', taskId: taskId ?? '', metadata: undefined, extensions: [], referenceTaskIds: [] }, configuration: undefined, metadata: undefined, tenant: '' });
let taskId, contextId;
for await (const ev of client.sendMessageStream(msg('go'))) { taskId ??= ev.payload.value.id; contextId ??= ev.payload.value.contextId; }
for await (const ev of client.sendMessageStream(msg('more', taskId, contextId))) { }
await new Promise(r=>setTimeout(r,100));
const got = await client.getTask({ id: taskId, historyLength: 0, tenant: '' });
console.error('GOT', JSON.stringify(got.status));
console.log(lines.join('\n'));
server.close();
