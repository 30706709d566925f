// The live receiver's paths: where exporters and A2A servers are told to send, apart from the server's code.

/** Where OTLP/HTTP exporters send traces by default (the OTLP specification's path). */
export const tracesPath = '/v1/traces';
/** Where an A2A server's push-notification config should point. */
export const a2aPushPath = '/a2a/push';
