// GenAI spans made by the OpenTelemetry SDK and serialised as OTLP/JSON by its own serializer, for the wire tests.
import type { Span } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import {
  ATTR_GEN_AI_OPERATION_NAME,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} from '@opentelemetry/semantic-conventions/incubating';
import { agentAttributes, epochMs, startSpan, toolAttributes } from './otel-genai.js';

/** A tracer keeping its finished spans, turned into OTLP/JSON requests as the OTLP/HTTP JSON exporter sends them. */
export class SpanRecorder {
  private readonly exporter = new InMemorySpanExporter();
  private readonly provider = new TracerProvider({
    spanProcessors: [new SimpleSpanProcessor({ exporter: this.exporter })],
  });
  private readonly tracer = this.provider.getTracer('awm-wire-test');

  /** An invoke_agent span from `start` (ms after the epoch). */
  agent(start: number, conversation = 'conv-1', operation: string = GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT): Span {
    const attributes = { ...agentAttributes('agent-1', conversation), [ATTR_GEN_AI_OPERATION_NAME]: operation };
    return startSpan(this.tracer, 'invoke_agent helper', start, attributes);
  }

  /** An execute_tool span under `parent` from `start`. */
  tool(parent: Span, start: number, operation: string = GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL): Span {
    const attributes = { ...toolAttributes('lookup'), [ATTR_GEN_AI_OPERATION_NAME]: operation };
    return startSpan(this.tracer, 'execute_tool lookup', start, attributes, parent);
  }

  /** Ends `span` at `end` (ms after the epoch). */
  static end(span: Span, end: number): void {
    span.end(epochMs + end);
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
