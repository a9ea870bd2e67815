import { expect, test } from '@playwright/test';
import { dutchDebugPanels, finishedDemo, seriousViolations } from './axe';

test('the scrubber shows an earlier state, holds it while new states arrive, and returns to live', async ({ page }) => {
  const chat = await finishedDemo(page);
  await page.getByRole('button', { name: dutchDebugPanels.toggle }).first().click();
  const panels = page.getByRole('complementary', { name: dutchDebugPanels.panels });
  await panels.getByRole('tab', { name: 'Status', exact: true }).click();
  const state = panels.getByRole('region', { name: 'Agentstatus' });
  const slider = state.getByRole('slider', { name: 'Tijdreis door de status' });
  const live = state.getByText(/^(Live|Eerdere status)/);
  const tree = state.getByRole('list').filter({ has: page.getByRole('button', { name: /^\{/ }) });
  await expect(tree).toContainText('"completed"');
  await expect(tree).not.toContainText('"general-agent"');

  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', /^1 van \d+: volledige status om /);
  await expect(tree).toContainText('"general-agent"');
  await expect(tree).toContainText('"processing"');
  await expect(state.getByRole('list', { name: 'Getoonde wijziging' })).toContainText('volledige status');

  const last = Number(await slider.getAttribute('max'));
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue(String(last - 1));
  await expect(state.getByRole('list', { name: 'Getoonde wijziging' })).toContainText('add /inspection');
  await expect(tree.getByRole('button', { name: /gewijzigd/ })).toContainText('"inspection"');

  await chat.send('Bevinding: de koelcel is 9 °C');
  await chat.waitUntilDone();
  await expect(live).toHaveText(/Eerdere status, vastgehouden · [1-9]\d* nieuwe wijziging/);
  await expect(slider).toHaveValue(String(last - 1));
  await expect(tree).toContainText('"processing"');
  await expect(state).toContainText('Regelgeving');
  expect(await seriousViolations(page)).toEqual([]);

  await slider.press('Tab');
  await expect(state.getByRole('button', { name: 'Terug naar live' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('Live: de status van nu');
  await expect(slider).toBeFocused();
  await expect(tree).toContainText('"completed"');
  await expect(tree).not.toContainText('"processing"');
  await expect(slider).not.toHaveValue(String(last - 1));
});
