import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeScan, dutchDebugPanels, finishedDemo, start } from './axe';
import { ChatPage } from './chat-page';
import { mockHost } from './mock-control';

interface Heard {
  region: string;
  text: string;
}

/**
 * Records every change of a live region's text, as a screen reader is told of it (explicit aria-live wins;
 * text under aria-hidden is not heard, so a change there is none).
 */
function recordLiveRegions(page: Page) {
  return page.evaluate(() => {
    const roles = new Set(['log', 'status', 'alert', 'marquee', 'timer']);
    const heardText = (node: Node, depth = 0): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (depth > 64 || (node instanceof Element && node.getAttribute('aria-hidden') === 'true')) return '';
      return [...node.childNodes].map((child) => heardText(child, depth + 1)).join('');
    };
    const hiddenIn = (node: Node, region: HTMLElement) => {
      for (let at = node instanceof Element ? node : node.parentElement; at && at !== region; at = at.parentElement)
        if (at.getAttribute('aria-hidden') === 'true') return true;
      return false;
    };
    const regionOf = (node: Node): HTMLElement | undefined => {
      let element: HTMLElement | null = node instanceof HTMLElement ? node : node.parentElement;
      while (element) {
        const live = element.getAttribute('aria-live');
        if (live) return live === 'off' ? undefined : element;
        if (roles.has(element.getAttribute('role') ?? '')) return element;
        element = element.parentElement;
      }
      return undefined;
    };
    const heard: Heard[] = [];
    (window as unknown as { heard: Heard[] }).heard = heard;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          const target = record.target as HTMLElement;
          const busy = target.getAttribute('aria-busy');
          heard.push({ region: `busy ${target.getAttribute('role') ?? target.tagName}`, text: busy ?? 'none' });
          continue;
        }
        const region = regionOf(record.target);
        if (!region || hiddenIn(record.target, region)) continue;
        const added =
          record.type === 'characterData'
            ? heardText(record.target)
            : [...record.addedNodes].map((node) => heardText(node)).join('');
        if (!added.trim()) continue;
        const atomic = region.getAttribute('aria-atomic') === 'true';
        const text = (atomic ? heardText(region) : added).replace(/\s+/g, ' ').trim();
        const name = region.getAttribute('role') ?? `aria-live=${region.getAttribute('aria-live')}`;
        if (text) heard.push({ region: name, text });
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ['aria-busy'],
    });
  });
}

const heardSoFar = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
/** Compared without spaces and commas: the announcement joins blocks and table cells its own way. */
const bare = (text: string) => text.replace(/[\s,_]+/g, '');

/** What was said that is not one whole finished answer (a short "ready" line names one without reading it). */
function notWholeAnswers(said: readonly string[], answers: readonly string[]): string[] {
  const whole = new Set(answers.map(bare));
  return said.filter(
    (text) => !/^Antwoord van .+ klaar$/.test(text) && !whole.has(bare(text.slice(text.indexOf(': ') + 2))),
  );
}

async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  if (theme === 'light') return;
  await page.getByRole('button', { name: 'Voorkeuren' }).click();
  await page.getByRole('combobox', { name: 'Thema' }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.keyboard.press('Escape');
}

/** Opens up to four collapsed rows of the panel in front. */
async function expandRows(panels: Locator) {
  for (let opened = 0; opened < 4; opened += 1) {
    const collapsed = panels.getByRole('tabpanel').locator('[aria-expanded="false"]');
    if ((await collapsed.count()) === 0) return;
    await collapsed.first().click();
  }
}

test('a streamed answer keeps the conversation busy and is announced once, whole, when it is finished', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const chat = new ChatPage(page);
  await chat.open(`?ws=${encodeURIComponent(`ws://${mockHost}/ws?delay=3`)}`);
  await expect(chat.transcript).toHaveAttribute('aria-live', 'off');
  await recordLiveRegions(page);
  await chat.send(start);
  await expect(chat.transcript.getByRole('img', { name: 'Schrijft…' }).first()).toBeVisible({ timeout: 45_000 });
  await chat.waitUntilDone();
  await expect(chat.transcript).toHaveAttribute('aria-busy', 'false');
  await expect(chat.transcript.locator('[aria-busy="true"]')).toHaveCount(0);
  const changes = await heardSoFar(page);
  // While an answer streamed, the conversation was busy; the answer was busy from its start (its attribute was
  // there when it appeared, so the one change seen is its removal).
  expect(changes).toContainEqual({ region: 'busy log', text: 'true' });
  expect(changes).toContainEqual({ region: 'busy ARTICLE', text: 'none' });

  const answers = await chat.transcript
    .getByRole('article')
    .evaluateAll((articles) =>
      articles
        .filter((article) => article.getAttribute('aria-label') !== 'Jij')
        .map((article) => article.querySelector(':scope > .break-words')?.textContent ?? ''),
    );
  // The status line: at most 3 announcements for this tool-using, multi-agent answer (its visible line changes
  // with every step and agent), never the same twice in a row, no agent's name (the answer's announcement has it).
  const status = changes.filter((change) => change.region === 'status').map((change) => change.text);
  expect(status).toContain('Bezig…');
  expect(status.length).toBeLessThanOrEqual(3);
  expect(status.filter((text, index) => text === status[index - 1])).toEqual([]);
  expect(status.join(' ')).not.toMatch(/Bedrijfs|historie|specialist/i);

  const heard = changes.filter((change) => change.region !== 'status' && !change.region.startsWith('busy'));
  const said = heard.map((change) => change.text);
  // Each finished answer once; nothing while it streamed, no fragment ending mid-sentence.
  expect(new Set(said).size).toBe(said.length);
  expect(said).toHaveLength(answers.filter((text) => text.trim()).length);
  expect(notWholeAnswers(said, answers)).toEqual([]);
});

async function outlineAndContrast(page: Page, where: string): Promise<string[]> {
  const { violations } = await axeScan(page).withRules(['heading-order', 'color-contrast']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${where}: ${v.id} ${node.target.join(' ')}`));
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: the demo and every debug panel keep the heading order and contrast, rows expanded`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await finishedDemo(page, `?user=e2e-koppen-${theme}`);
    await chooseTheme(page, theme);
    const found = await outlineAndContrast(page, 'chat');
    await page.getByRole('button', { name: dutchDebugPanels.toggle }).first().click();
    const panels = page.getByRole('complementary', { name: dutchDebugPanels.panels });
    for (const tab of dutchDebugPanels.tabs) {
      await panels.getByRole('tab', { name: tab, exact: true }).click();
      await expandRows(panels);
      await page.mouse.move(0, 0);
      found.push(...(await outlineAndContrast(page, tab)));
    }
    expect(found).toEqual([]);
  });
}
