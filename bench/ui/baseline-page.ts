import type { Page } from '@playwright/test';
import { nameShim } from './probe';

export interface BaselineOutcome {
  messages: number;
  durationMs: number;
  fps: number;
}

/**
 * The floor under the max-rate stream: a blank page that only opens the firehose, counts its
 * WebSocket messages and animation frames, and does nothing else. Whatever frame rate it gets is
 * what the browser's own message handling leaves on this machine, before any app work.
 */
export async function measureBlankPage(
  page: Page,
  blankUrl: string,
  wsUrl: string,
  deltas: number,
): Promise<BaselineOutcome> {
  // A real local page (Chromium lets only local pages open a socket to 127.0.0.1), with no script of its own.
  await page.goto(blankUrl);
  await page.evaluate(nameShim);
  return page.evaluate(
    ({ url, deltas }) =>
      new Promise<BaselineOutcome>((resolve, reject) => {
        const socket = new WebSocket(`${url}?firehose=${deltas}&rate=0`);
        let messages = 0;
        let frames = 0;
        let started = 0;
        let counting = false;
        const frame = () => {
          if (counting) frames += 1;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        socket.onerror = () => reject(new Error('blank page: the socket failed'));
        socket.onopen = () => {
          const threadId = `blank-${Date.now()}`;
          // The contract's frame, as the app sends it: the mock, like AGORA, answers nothing to AG-UI's array context.
          socket.send(
            JSON.stringify({
              threadId,
              runId: `${threadId}-run`,
              userId: 'archief',
              messages: [{ id: `${threadId}-m`, role: 'user', content: 'Firehose' }],
              context: {},
            }),
          );
        };
        socket.onmessage = (event: MessageEvent<string>) => {
          messages += 1;
          if (!counting && event.data.includes('"TEXT_MESSAGE_CONTENT"')) {
            counting = true;
            started = performance.now();
          }
          if (event.data.includes('"RUN_FINISHED"')) {
            const durationMs = performance.now() - started;
            socket.close();
            resolve({ messages, durationMs, fps: (frames / durationMs) * 1000 });
          }
        };
      }),
    { url: wsUrl, deltas },
  );
}
