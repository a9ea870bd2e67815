import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { scanBundle } from '../scripts/check-bundle';
import { ChatPage } from './chat-page';
import { e2eBuild } from './ports';

type Probe = { __pwned?: string; __cspViolations?: string[] };
const probe = (page: Page) =>
  page.evaluate(() => ({ pwned: (window as Probe).__pwned, violations: (window as Probe).__cspViolations ?? [] }));
const injected = 'img, script, svg:not([aria-hidden="true"]), iframe, object, embed';
let consoleViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as Probe;
    w.__pwned = 'nee';
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  consoleViolations = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
});

test.afterEach(async ({ page }) => {
  if (page.url() === 'about:blank') return;
  const { pwned, violations } = await probe(page);
  expect(pwned, 'hostile markup ran').toBe('nee');
  expect(violations, 'CSP violations reported in the page').toEqual([]);
  expect(consoleViolations, 'CSP violations in the console').toEqual([]);
});

async function openPanel(
  page: Page,
  tab: 'Tool-aanroepen' | 'Status' | 'Gebeurtenissen',
  region: string,
): Promise<Locator> {
  for (const toggle of await page.getByRole('button', { name: 'Debugpanelen tonen' }).all()) await toggle.click();
  const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
  await panels.getByRole('tab', { name: tab }).click();
  return panels.getByRole('region', { name: region });
}

/** Opens every collapsed row, the first one left each time: a list still filtering may change under an index. */
async function expandAll(buttons: Locator) {
  const collapsed = buttons.and(buttons.page().locator('[aria-expanded="false"]'));
  for (let rows = 0; rows < 100 && (await collapsed.count()) > 0; rows++) await collapsed.first().click();
  await expect(collapsed).toHaveCount(0);
}

test('the built app carries a strict Content-Security-Policy that blocks inline script', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+/);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.append(document.createTextNode('window.__pwned = "inline"'));
    document.head.append(script);
    return (window as Probe).__pwned;
  });
  expect(ran).toBe('nee');
  // Trusted Types refuse the untrusted script text first; without them, script-src would.
  await expect
    .poll(async () => (await probe(page)).violations)
    .toEqual([expect.stringMatching(/^(require-trusted-types-for trusted-types-sink|script-src-elem inline)$/)]);
  await page.evaluate(() => ((window as Probe).__cspViolations = []));
  consoleViolations = [];
});

test('Trusted Types are enforced: a string reaching an HTML sink is refused; the socket worker starts through the app’s one policy', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain('trusted-types hai-socket-worker');
  const refused = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<img src=x onerror="window.__pwned=1">';
      return 'accepted';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(refused).toBe('TypeError');
  await expect
    .poll(async () => (await probe(page)).violations)
    .toEqual(['require-trusted-types-for trusted-types-sink']);
  await page.evaluate(() => ((window as Probe).__cspViolations = []));
  consoleViolations = [];
  expect(page.workers().some((worker) => /socket-worker/.test(worker.url()))).toBe(true);
});

test('the main journeys run under Trusted Types without a violation: the report approved, a message waiting for a run, a reload', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-trusted-types');
  await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await chat.send('Genereer het inspectierapport');
  const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
  await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
  await chat.waitUntilDone();
  await page.reload();
  await expect(chat.messagesBy('Rapportage')).toContainText('inspectierapport');
  await page.getByRole('button', { name: 'Debugpanelen tonen' }).click();
  await expect(page.getByRole('complementary', { name: 'Onder de motorkap' })).toBeVisible();
});

test('the demo inspection, its panels and the event export run under the policy without a violation', async ({
  page,
}) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.suggest('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
  await expect(chat.messagesBy('Bedrijfshistorie').getByRole('table')).toContainText('92251854');
  await chat.waitUntilDone();
  await chat.send('Bevinding: de koelcel is 9 °C');
  await chat.waitUntilDone();
  const tools = await openPanel(page, 'Tool-aanroepen', 'Tool-aanroepen');
  await expandAll(tools.getByRole('button', { name: /get_/ }));
  await expect(tools.getByText('Resultaat').first()).toBeVisible();
  await expect(await openPanel(page, 'Status', 'Agentstatus')).toContainText('Regelgeving');
  const events = await openPanel(page, 'Gebeurtenissen', 'Gebeurtenissen');
  const downloading = page.waitForEvent('download');
  await events.getByRole('button', { name: 'Exporteren (JSONL)' }).click();
  await downloading;
});

test('hostile agent content stays inert text in the chat, the tool chip and every debug panel', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open();
  await chat.send('[hostile] Toon vijandige inhoud');
  const answer = chat.messagesBy('Algemene assistent');
  await expect(answer).toContainText('Einde van de test.');
  await chat.waitUntilDone();
  await expect(answer.locator(`${injected}, a[href^="javascript:"], a[href^="data:"]`)).toHaveCount(0);

  await chat.transcript.getByRole('button', { name: /window.__pwned='chip'/ }).click();
  await expect(chat.transcript).toContainText(`window.__pwned='result'`);
  await expect(chat.transcript).toContainText('"<script>window.__pwned=\\"args\\"</script>"');
  await expect(chat.transcript.locator(injected)).toHaveCount(0);

  const tools = await openPanel(page, 'Tool-aanroepen', 'Tool-aanroepen');
  await expandAll(tools.getByRole('button', { name: /get_company_info/ }));
  await expect(tools).toContainText(`window.__pwned='result'`);
  await expect(tools).toContainText('<script>window.__pwned=');
  await expect(tools.locator(injected)).toHaveCount(0);

  const state = await openPanel(page, 'Status', 'Agentstatus');
  await expect(state.locator(injected)).toHaveCount(0);

  const events = await openPanel(page, 'Gebeurtenissen', 'Gebeurtenissen');
  await events.getByLabel('Zoeken').fill('pwned');
  const rows = events.getByRole('button', { name: /TEXT_MESSAGE_CONTENT|TOOL_CALL_ARGS|TOOL_CALL_RESULT|CUSTOM/ });
  await expect(rows.first()).toBeVisible();
  await expandAll(rows);
  await expect(events).toContainText('pwned');
  await expect(events.locator(injected)).toHaveCount(0);
});

test('a hostile first message becomes the session title as plain text', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-vijandig');
  const hostile = `<img src=x onerror="window.__pwned='title'"> controle`;
  await chat.send(hostile);
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Jij')).toContainText(hostile);
  await expect(chat.sidebar).toContainText(`<img src=x onerror="window.__pwned='title'">`);
  await expect(chat.sidebar.locator('img, script, iframe')).toHaveCount(0);
  await expect(chat.transcript.locator('img, script, iframe')).toHaveCount(0);
});

test('right-to-left overrides and a very long unbroken string do not break the layout', async ({ page }) => {
  const chat = new ChatPage(page);
  await chat.open('?user=e2e-vijandig');
  const rtl = 'Bestand \u202Egnp.exe\u202C bekeken';
  const long = 'A'.repeat(3000);
  await chat.send(`${rtl} ${long}`);
  await expect(chat.messagesBy('Jij')).toContainText(long);
  await expect(chat.messagesBy('Algemene assistent')).toContainText('gnp.exe');
  await chat.waitUntilDone();
  await expect(chat.messagesBy('Jij')).toContainText('\u202Egnp.exe');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const box of [await chat.transcript.boundingBox(), await chat.sidebar.boundingBox()]) {
    expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
});

test('the built bundle holds no secrets and no build variables beyond VITE_AGORA_* and VITE_CSP_*', () => {
  const findings = scanBundle(resolve(e2eBuild));
  expect(findings).toEqual([]);
});
