import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { nlInspect } from '../src/i18n/nl-inspect';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { gatewayKey, mockHost, serverAt } from './mock-control';

/** What the inspector had typed before the attack: it must still be in the composer, unchanged, after it. */
const draft = 'Concept: koelcel 9 °C, nog navragen bij de eigenaar';
/** The question whose answer shows the conversation goes on after an attack. */
const nextQuestion = 'Wat kun je allemaal?';
/** The event log's rule for a value nested deeper than the client walks (the deep-value fix of issue 34). */
export const deepValueRule = 'value-too-deep';
/** Elements hostile markup would create if it were ever rendered as HTML. */
const injected = '[onerror], [onload], a[href^="javascript:"], a[href^="data:"], img[src="x"], iframe, object, embed';

/** Chooses the mock's hostile scenario for its next `runs` runs and its REST answers (null: none). */
export async function chooseHostile(request: APIRequestContext, name: string | null, host = mockHost, runs = 1) {
  // A fresh connection each time: a kept-alive one the mock has just timed out reset this call once (ECONNRESET).
  const response = await request.post(`http://${host}/__test__/hostile`, {
    data: { name, runs },
    headers: { connection: 'close' },
  });
  if (!response.ok()) throw new Error(`hostile hook answered ${response.status()}: ${await response.text()}`);
}

/** The rule's name in the event inspector (the id itself while the catalog has no name for it yet). */
const ruleName = (rule: string): string => (nlInspect as Record<string, string>)[`rule.${rule}`] ?? `rule.${rule}`;

/**
 * One journey against a hostile server: watches the console and every request that carries a key, and checks
 * afterwards that nothing hostile ran, nothing was polluted, the draft is intact and no key left its origin.
 */
export class HostileJourney {
  readonly chat: ChatPage;
  private readonly console: ReturnType<typeof watchConsole>;
  private readonly keyed: string[] = [];

  /** `host`: the mock attacking (the preview's own unless told); `expectedConsole`: the browser's own lines. */
  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly options: { host?: string; expectedConsole?: RegExp[] } = {},
  ) {
    this.chat = new ChatPage(page);
    this.console = watchConsole(page, options.expectedConsole);
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (sent.headers()['x-api-key'] !== undefined || url.searchParams.has('token')) this.keyed.push(url.host);
    });
  }

  private get host(): string {
    return this.options.host ?? mockHost;
  }

  /** A fresh inspector of its own, so no other journey's sessions mix in. */
  async open(name: string, extra = '') {
    await this.chat.open(`?user=e2e-hostile-${name}-${Date.now()}${extra}`);
  }

  /** As `open`, on the attacking gateway that wants a key: the key is given in its dialog. */
  async openWithKey(name: string) {
    await this.page.goto(`/${serverAt(this.host, `&user=e2e-hostile-${name}-${Date.now()}`)}`);
    const dialog = this.page.getByRole('dialog', { name: 'API-sleutel nodig' });
    await dialog.getByRole('textbox', { name: 'API-sleutel' }).fill(gatewayKey);
    await dialog.getByRole('button', { name: 'Verbinden' }).click();
    await expect(this.page.getByText('Verbonden')).toBeVisible();
  }

  async typeDraft() {
    await this.chat.composer.fill(draft);
  }

  /** Arms the attack and sends a suggestion (which leaves the composer and its draft alone). */
  async attack(name: string) {
    await chooseHostile(this.request, name, this.host);
    await this.chat.page
      .getByRole('main')
      .getByRole('button', { name: /allergeneninformatie/ })
      .click();
  }

  /** A conversation of the inspector's own to come back to, then an empty one with the draft typed. */
  async startWithSession() {
    await this.chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
    await this.chat.waitUntilDone();
    await this.chat.sidebar.getByRole('button', { name: 'Nieuwe inspectie' }).click();
    await this.typeDraft();
  }

  /** Nothing hostile ran or was rendered as markup, nothing polluted, the draft is intact, no key left its origin. */
  async expectSafe() {
    const { pwned, polluted } = await this.page.evaluate(() => ({
      pwned: (window as { __pwned?: unknown }).__pwned,
      polluted:
        ({} as { polluted?: unknown }).polluted ?? Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'),
    }));
    expect(pwned, 'hostile markup ran').toBeUndefined();
    expect(polluted, 'Object.prototype was polluted').toBe(false);
    await expect(this.page.locator(injected)).toHaveCount(0);
    await expect(this.chat.composer).toHaveValue(draft);
    expect(this.keyed.filter((host) => host !== this.host)).toEqual([]);
  }

  /** The next message gets its answer, and the run ends. */
  async expectNextAnswered() {
    await this.chat.send(nextQuestion);
    const answer = this.chat
      .messagesBy('Algemene assistent')
      .filter({ hasText: `Ik heb je vraag ontvangen: "${nextQuestion}"` });
    await expect(answer).toHaveCount(1);
    await this.chat.waitUntilDone();
  }

  /** The event inspector, filtered by free text (type, rule, reason or content). */
  async events(text: string) {
    const panels = this.page.getByRole('complementary', { name: 'Onder de motorkap' });
    for (const toggle of await this.page.getByRole('button', { name: 'Debugpanelen tonen' }).all())
      await toggle.click();
    await panels.getByRole('tab', { name: 'Gebeurtenissen' }).click();
    const region = panels.getByRole('region', { name: 'Gebeurtenissen' });
    await region.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
    return region;
  }

  /** The rule is marked in the event inspector. */
  async expectRuleMark(rule: string) {
    const region = await this.events(rule);
    await expect(region.getByText(ruleName(rule), { exact: true }).first()).toBeVisible();
  }

  expectCleanConsole() {
    this.console.expectClean();
  }
}
