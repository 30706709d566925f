// The live receiver's address, paths and limits: what exporters and the command line are told, apart from the
// server's code.

/** Where OTLP/HTTP exporters send traces by default (the OTLP specification's path). */
export const tracesPath = '/v1/traces';
/** Where an A2A server's push-notification config should point. */
export const a2aPushPath = '/a2a/push';

/** The loopback address and OTLP/HTTP's default port: where exporters send when told nothing else. */
export const defaultListen = { host: '127.0.0.1', port: 4318 } as const;
/** The largest request body taken, before and after gzip, unless told otherwise. */
export const defaultMaxBodyBytes = 16 * 1024 * 1024;
