import { expect, test, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';
import { gatewayKey, gatewayMockHost, keyMockHost, serverAt } from './mock-control';

const gateway = gatewayMockHost;
const throughGateway = `?tts=fake&api=${encodeURIComponent(`http://${gateway}`)}&ws=${encodeURIComponent(`ws://${gateway}/ws`)}`;

declare global {
  interface Window {
    /** Set by this spec's init script: every media element played, and whether it played to the end. */
    __played?: { src: string; ended: boolean }[];
  }
}

/** Watches every media element the page plays (the gateway's voice plays through `new Audio()`, outside the DOM). */
async function watchPlayback(page: Page) {
  await page.addInitScript(() => {
    const played: { src: string; ended: boolean }[] = [];
    window.__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const entry = { src: this.src, ended: false };
      played.push(entry);
      this.addEventListener('ended', () => (entry.ended = true), { once: true });
      return play.call(this);
    };
  });
}

const played = (page: Page) => page.evaluate(() => window.__played ?? []);
const browserSaid = (page: Page) => page.evaluate(() => (window.__haiTts?.recorded() ?? []).map((u) => u.text));
const gatewaySaid = async (page: Page): Promise<string[]> => {
  const response = await page.request.get(`http://${gateway}/__test__/tts-requests`);
  return ((await response.json()) as { texts: string[] }).texts;
};

test('with the gateway’s voice, answers are read sentence by sentence through AGORA’s server and played', async ({
  page,
}) => {
  await watchPlayback(page);
  const before = (await gatewaySaid(page)).length;
  const chat = new ChatPage(page);
  await chat.open(throughGateway);
  await page.getByRole('button', { name: 'Voorlezen uit' }).click();
  await expect.poll(async () => (await gatewaySaid(page)).slice(before)).toEqual(['Voorlezen staat aan.']);
  await expect.poll(async () => (await played(page))[0]).toEqual({ src: expect.stringMatching(/^blob:/), ended: true });

  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await expect.poll(async () => (await gatewaySaid(page)).length - before, { timeout: 20_000 }).toBeGreaterThan(2);
  await expect.poll(async () => (await played(page)).filter((entry) => entry.ended).length).toBeGreaterThan(2);
  expect(await browserSaid(page)).toEqual([]);

  await page.getByRole('button', { name: 'Voorleesinstellingen' }).click();
  const source = page.getByRole('combobox', { name: 'Stem' });
  await expect(source).toHaveValue('server');
  await source.selectOption({ label: 'Browser' });
  await expect(page.getByRole('combobox', { name: 'Browserstem' })).toBeVisible();
});

test('without a gateway voice, the browser reads aloud and no voice choice is offered', async ({ page }) => {
  await watchPlayback(page);
  const chat = new ChatPage(page);
  await chat.open('?tts=fake');
  await page.getByRole('button', { name: 'Voorlezen uit' }).click();
  await expect.poll(() => browserSaid(page)).toEqual(['Voorlezen staat aan.']);
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await expect.poll(async () => (await browserSaid(page)).length, { timeout: 20_000 }).toBeGreaterThan(2);
  expect(await played(page)).toEqual([]);
  await page.getByRole('button', { name: 'Voorleesinstellingen' }).click();
  await expect(page.getByRole('combobox', { name: 'Stem' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'AGORA-server (ElevenLabs)' })).toHaveCount(0);
});

test('a gateway that says its voice is not configured leaves reading aloud to the browser', async ({ page }) => {
  await watchPlayback(page);
  // The key is kept for the origin it was given for.
  await page.addInitScript(({ name, key }) => sessionStorage.setItem(name, key), {
    name: `hai.apiKey@http://${keyMockHost}`,
    key: gatewayKey,
  });
  const chat = new ChatPage(page);
  await chat.open(serverAt(keyMockHost, '&tts=fake'));
  await page.getByRole('button', { name: 'Voorlezen uit' }).click();
  await expect.poll(() => browserSaid(page)).toEqual(['Voorlezen staat aan.']);
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await expect.poll(async () => (await browserSaid(page)).length, { timeout: 20_000 }).toBeGreaterThan(2);
  expect(await played(page)).toEqual([]);
  const asked = await page.request.get(`http://${keyMockHost}/__test__/tts-requests`);
  expect(((await asked.json()) as { texts: string[] }).texts).toEqual([]);
  await page.getByRole('button', { name: 'Voorleesinstellingen' }).click();
  await expect(page.getByRole('option', { name: 'AGORA-server (ElevenLabs)' })).toHaveCount(0);
});
