import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebSocketServer } from 'ws';

/** Listening, going down for a while and coming back on the same port (fault injection), and closing for good. */
export function createServerLifecycle(http: Server, wss: WebSocketServer, host: string, log: (line: string) => void) {
  let port = 0;
  let stopped = false;
  let restarting: NodeJS.Timeout | undefined;
  const listen = (on: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(on, host, () => {
        http.off('error', reject);
        resolve();
      });
    });
  const goDown = async (): Promise<void> => {
    for (const client of wss.clients) client.terminate();
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
  return {
    /** Listens on `wanted` (0: a free port); resolves to the port taken. */
    async start(wanted: number): Promise<number> {
      await listen(wanted);
      port = (http.address() as AddressInfo).port;
      return port;
    },
    async restart(downForMs: number): Promise<void> {
      if (stopped || restarting) return;
      log(`restart: down for ${downForMs} ms`);
      await goDown();
      restarting = setTimeout(() => {
        restarting = undefined;
        if (stopped) return;
        listen(port).then(
          () => log('restart: listening again'),
          (error: unknown) => log(`restart failed: ${String(error)}`),
        );
      }, downForMs);
    },
    async close(): Promise<void> {
      stopped = true;
      clearTimeout(restarting);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await goDown();
    },
  };
}
