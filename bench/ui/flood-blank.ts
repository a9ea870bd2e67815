import type { Page } from '@playwright/test';
import { nameShim } from './probe';

/**
 * The delta flood's floor: a blank page (no script of its own) on the same profile opens a socket to the same
 * mock, sends one run's frame as the app does, and counts messages until RUN_FINISHED. Whatever this takes is
 * the browser's and the link's share; the app can only add to it.
 */
export async function blankReceivesRun(page: Page, blankUrl: string, wsUrl: string): Promise<number> {
  await page.goto(blankUrl);
  await page.evaluate(nameShim);
  return page.evaluate(
    (url) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const socket = new WebSocket(url);
        socket.onerror = () => reject(new Error('blank page: the socket failed'));
        socket.onopen = () => {
          const threadId = `blank-flood-${Date.now()}`;
          socket.send(
            JSON.stringify({
              threadId,
              runId: `${threadId}-run`,
              userId: 'archief',
              messages: [{ id: `${threadId}-m`, role: 'user', content: 'Vloed-meting' }],
              context: {},
            }),
          );
        };
        socket.onmessage = (event: MessageEvent<string>) => {
          if (!event.data.includes('"RUN_FINISHED"')) return;
          socket.close();
          resolve(performance.now() - started);
        };
      }),
    wsUrl,
  );
}
