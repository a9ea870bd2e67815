import { expect, test, type Page } from '@playwright/test';
import { seededRandom as seeded } from '../src/lib/seeded-random';
import { ChatPage } from './chat-page';
import { receivedFrames } from './mock-control';

type Cdp = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

/** A tablet on a slow line: CPU four times slower, 1.6 Mbit/s, 150 ms round trips. */
async function throttleLikeATablet(cdp: Cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Once the typing is done, the answers come at full speed: the journey is about the load.
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

/**
 * Types as a person does: one key every 30–80 ms by the clock, whatever the page is busy with. The keys go to
 * the browser as a keyboard's do, without waiting for the page to have handled the one before.
 */
async function typeLikeAPerson(cdp: Cdp, text: string, random: () => number) {
  const handled: Promise<unknown>[] = [];
  for (const key of text) {
    const enter = key === '\n';
    const down = enter
      ? { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' }
      : { key, text: key, unmodifiedText: key };
    handled.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...down }));
    handled.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: down.key }));
    await new Promise((done) => setTimeout(done, 30 + Math.round(random() * 50)));
  }
  await Promise.all(handled);
}

for (const seed of [1, 2, 3]) {
  test(`typing from the first paint through the whole load keeps every key and sends each message once (seed ${seed})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const random = seeded(seed);
    const chat = new ChatPage(page);
    // Unique per attempt: a retry must not count the frames its failed attempt sent.
    const { retry, repeatEachIndex } = test.info();
    const tag = `${seed}${Math.floor(random() * 90_000) + 10_000}${retry}${repeatEachIndex}`;
    const first = `Hoi ${tag}`;
    const second = `Wat kun je allemaal? Ik ben bij een bakkerij in Utrecht, vraag ${tag}`;
    const cdp = await page.context().newCDPSession(page);
    const unthrottle = await throttleLikeATablet(cdp);
    await page.goto(`/?user=e2e-laden-${tag}-${Date.now()}`, { waitUntil: 'commit' });
    await expect(chat.composer).toBeEditable();
    await chat.composer.click();
    // The first message goes with Enter while the app's scripts are still on their way; the second is typed
    // through the app's start, its Enter wherever the load has got to by then.
    await typeLikeAPerson(cdp, `${first}\n${second}\n`, random);
    await unthrottle();

    const mine = chat.messagesBy('Jij');
    await expect(mine.filter({ hasText: first })).toHaveCount(1, { timeout: 20_000 });
    await expect(mine.filter({ hasText: second })).toHaveCount(1, { timeout: 20_000 });
    await expect(chat.messagesBy('Algemene assistent')).toHaveCount(2, { timeout: 20_000 });
    await expect(chat.composer).toHaveValue('');
    const frames = (await receivedFrames(request)).map((frame) => JSON.stringify(frame.data));
    expect(frames.filter((frame) => frame.includes(JSON.stringify(first)))).toHaveLength(1);
    expect(frames.filter((frame) => frame.includes(JSON.stringify(second)))).toHaveLength(1);
    expect(frames.findIndex((frame) => frame.includes(JSON.stringify(first)))).toBeLessThan(
      frames.findIndex((frame) => frame.includes(JSON.stringify(second))),
    );
    await expect(mine).toHaveCount(2);
  });
}
