// A TCP proxy in front of PostgreSQL that can drop a connection exactly around COMMIT, to test what a store does then.
import net from 'node:net';

/** Where to cut: before the server sees the client's COMMIT, or after it committed but before the client hears so. */
export type CommitCut = 'before-commit' | 'after-commit';

export interface CommitProxy {
  /** The server's URL with the proxy's port. */
  url: string;
  /** Cuts the next connection that sends (or completes) a COMMIT, once. Resolves when it has. */
  cut(where: CommitCut): Promise<void>;
  close(): Promise<void>;
}

/**
 * The simple-query message that commits ('Q', length, "...COMMIT\0"): COMMIT alone, or after the
 * statements that send a transaction's last writes in the same message, and perhaps followed by the
 * statement that flushes it when it committed without waiting for the disk ("COMMIT; SELECT ...").
 */
const commitQueries = [Buffer.from('COMMIT\0'), Buffer.from('COMMIT; ')];
/** The server's CommandComplete for it ('C', length, "COMMIT\0"). */
const commitComplete = Buffer.concat([Buffer.from('C'), Buffer.from([0, 0, 0, 11]), Buffer.from('COMMIT\0')]);

/** Starts a proxy on a free loopback port in front of the server `url` names. */
export async function commitProxy(url: string): Promise<CommitProxy> {
  const upstream = new URL(url);
  let armed: { where: CommitCut; done: () => void } | undefined;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const backend = net.connect(Number(upstream.port), upstream.hostname);
    for (const socket of [client, backend]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const cutHere = (chunk: Buffer, markers: readonly Buffer[], where: CommitCut) => {
      if (armed?.where !== where || !markers.some((marker) => chunk.includes(marker))) return false;
      if (where === 'before-commit' && chunk[0] !== 'Q'.charCodeAt(0)) return false;
      const { done } = armed;
      armed = undefined;
      client.destroy();
      backend.destroy();
      done();
      return true;
    };
    client.on('data', (chunk: Buffer) => cutHere(chunk, commitQueries, 'before-commit') || backend.write(chunk));
    backend.on('data', (chunk: Buffer) => cutHere(chunk, [commitComplete], 'after-commit') || client.write(chunk));
    client.on('close', () => backend.destroy());
    backend.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    cut: (where) => new Promise<void>((resolve) => (armed = { where, done: resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
