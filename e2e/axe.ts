import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ChatPage } from './chat-page';

export const start = 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)';

/**
 * An axe scan that works out violations only: every rule still runs, but passes and incomplete results are not
 * gathered node by node (most of a scan's time on a long conversation). The app has no frames, so the scan runs in
 * the page itself (axe's legacy mode): the default opens a blank page for every scan to merge the frames' results,
 * which made a scan take three times as long (measured). A page with frames gets the default.
 */
export const axeScan = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({ resultTypes: ['violations'] });

/** Scans the page (or one part of it); names each serious or critical violation. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = axeScan(page);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function finishedDemo(page: Page, query = '') {
  const chat = new ChatPage(page);
  await chat.open(query);
  await chat.send(start);
  await chat.waitUntilDone();
  return chat;
}

/** Opens the debug panels and scans each tab with a collapsed row expanded (the last: in view while the event list follows). */
export async function debugTabViolations(
  page: Page,
  names: { toggle: string; panels: string; tabs: readonly string[] },
): Promise<string[]> {
  const found: string[] = [];
  await page.getByRole('button', { name: names.toggle }).first().click();
  const panels = page.getByRole('complementary', { name: names.panels });
  for (const tab of names.tabs) {
    await panels.getByRole('tab', { name: tab, exact: true }).click();
    const collapsed = panels.getByRole('tabpanel').locator('[aria-expanded="false"]').last();
    if (await collapsed.count()) {
      await collapsed.click();
      await expect(panels.getByRole('tabpanel').locator('[aria-expanded="true"]').first()).toBeVisible();
    }
    found.push(...(await seriousViolations(page)).map((violation) => `${tab}: ${violation}`));
  }
  return found;
}

/** The debug panels as the Dutch interface names them. */
export const dutchDebugPanels = {
  toggle: 'Debugpanelen tonen',
  panels: 'Onder de motorkap',
  tabs: ['Tool-aanroepen', 'Status', 'Gebeurtenissen'],
} as const;
