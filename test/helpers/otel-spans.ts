// GenAI spans made by the OpenTelemetry SDK and serialised as OTLP/JSON by its own serializer, for the wire tests.
import { context, type Span, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import {
  ATTR_GEN_AI_AGENT_ID,
  ATTR_GEN_AI_CONVERSATION_ID,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_TOOL_NAME,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} from '@opentelemetry/semantic-conventions/incubating';

/** Times in the tests: milliseconds after 2026-03-01T10:00:00Z, so spans never depend on the clock. */
const epoch = Date.UTC(2026, 2, 1, 10, 0, 0);

/** A tracer keeping its finished spans, turned into OTLP/JSON requests as the OTLP/HTTP JSON exporter sends them. */
export class SpanRecorder {
  private readonly exporter = new InMemorySpanExporter();
  private readonly provider = new TracerProvider({
    spanProcessors: [new SimpleSpanProcessor({ exporter: this.exporter })],
  });
  private readonly tracer = this.provider.getTracer('awm-wire-test');

  /** An invoke_agent span from `start` (ms after the epoch). */
  agent(start: number, conversation = 'conv-1', operation: string = GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT): Span {
    return this.tracer.startSpan(`invoke_agent helper`, {
      startTime: epoch + start,
      attributes: {
        [ATTR_GEN_AI_OPERATION_NAME]: operation,
        [ATTR_GEN_AI_CONVERSATION_ID]: conversation,
        [ATTR_GEN_AI_AGENT_ID]: 'agent-1',
      },
    });
  }

  /** An execute_tool span under `parent` from `start`. */
  tool(parent: Span, start: number, operation: string = GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL): Span {
    return this.tracer.startSpan(
      'execute_tool lookup',
      {
        startTime: epoch + start,
        attributes: { [ATTR_GEN_AI_OPERATION_NAME]: operation, [ATTR_GEN_AI_TOOL_NAME]: 'lookup' },
      },
      trace.setSpan(context.active(), parent),
    );
  }

  /** Ends `span` at `end` (ms after the epoch). */
  static end(span: Span, end: number): void {
    span.end(epoch + end);
  }

  /**
   * The spans finished since the last call, as one ExportTraceServiceRequest in OTLP/JSON (the
   * bytes the OTLP/HTTP JSON exporter posts), in the order the SDK exported them.
   */
  async request(): Promise<string> {
    await this.provider.forceFlush();
    const spans = this.exporter.getFinishedSpans();
    this.exporter.reset();
    return new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans));
  }

  shutdown(): Promise<void> {
    return this.provider.shutdown();
  }
}

/** A span's id as OTLP/JSON writes it (lowercase hex). */
export const spanId = (span: Span) => span.spanContext().spanId;
