// GenAI spans made by the OpenTelemetry SDK and sent by its real OTLP/HTTP exporters (JSON or protobuf).
import { context, trace, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import {
  ATTR_GEN_AI_AGENT_ID,
  ATTR_GEN_AI_AGENT_NAME,
  ATTR_GEN_AI_CONVERSATION_ID,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_TOOL_NAME,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} from '@opentelemetry/semantic-conventions/incubating';

export type OtlpEncoding = 'json' | 'protobuf';

/** Milliseconds since the epoch of the spans' clock: a fixed start, so a test knows every time. */
export const epochMs = Date.UTC(2026, 2, 1, 10, 0, 0);

/** Starts a span at `atMs` after epochMs, as a child of `parent` when given. */
export function startSpan(
  tracer: Tracer,
  name: string,
  atMs: number,
  attributes: Record<string, string>,
  parent?: Span,
) {
  const parentContext = parent ? trace.setSpan(context.active(), parent) : context.active();
  return tracer.startSpan(name, { startTime: epochMs + atMs, attributes }, parentContext);
}

/** An invoke_agent span's attributes, as the GenAI semantic conventions name them. */
export const agentAttributes = (agentId: string, conversationId: string) => ({
  [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
  [ATTR_GEN_AI_AGENT_ID]: agentId,
  [ATTR_GEN_AI_AGENT_NAME]: `agent ${agentId}`,
  [ATTR_GEN_AI_CONVERSATION_ID]: conversationId,
});

/** An execute_tool span's attributes. */
export const toolAttributes = (tool: string) => ({
  [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  [ATTR_GEN_AI_TOOL_NAME]: tool,
});

/** Spans made by `build` with the SDK's own tracer, kept in memory once ended. */
export async function recordSpans(build: (tracer: Tracer) => void): Promise<ReadableSpan[]> {
  const memory = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: memory })] });
  build(provider.getTracer('awm-test', '1.0.0'));
  await provider.forceFlush();
  const spans = memory.getFinishedSpans();
  await provider.shutdown();
  return spans;
}

/** Sends `spans` in one export request through the SDK's OTLP/HTTP exporter; resolves to the export's result code. */
export function exportSpans(
  spans: ReadableSpan[],
  url: string,
  encoding: OtlpEncoding,
  compression: 'gzip' | 'none' = 'none',
): Promise<{ code: number; error?: Error }> {
  const config = { url, compression: compression as never, timeoutMillis: 10_000 };
  const exporter = encoding === 'json' ? new JsonExporter(config) : new ProtobufExporter(config);
  return new Promise((resolve) => {
    exporter.export(spans, (result) => {
      void exporter.shutdown();
      resolve(result.error ? { code: result.code, error: result.error } : { code: result.code });
    });
  });
}
