import { expect, test, type Locator } from '@playwright/test';
import { start } from './axe';
import { ChatPage } from './chat-page';

/** A finger's 44 × 44 CSS px (WCAG 2.5.5), measured on the element that takes the tap. */
async function expectFingerSized(target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(43.5);
  expect(box!.width).toBeGreaterThanOrEqual(43.5);
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true });

  test('“Gesproken versie” and “Alleen problemen” are big enough to tap', async ({ page }) => {
    test.setTimeout(90_000);
    const chat = new ChatPage(page);
    await chat.open('?user=e2e-vingers&tts=fake');
    await page.getByRole('button', { name: 'Voorlezen uit' }).tap();
    await expect(page.getByRole('button', { name: 'Voorlezen aan' })).toBeVisible();
    await chat.send(start);
    await chat.waitUntilDone();
    const spoken = chat.messagesBy('Bedrijfshistorie').locator('summary', { hasText: 'Gesproken versie' });
    await expectFingerSized(spoken);
    // While an answer is read aloud a line above the summary says so, and goes when it is done: tap what stays put.
    await expect(chat.transcript.getByText(/Wordt voorgelezen/)).toHaveCount(0);
    await spoken.tap();
    await expect(spoken.locator('xpath=..')).toHaveAttribute('open', '');

    await page.getByRole('button', { name: 'Debugpanelen tonen' }).first().tap();
    const panels = page.getByRole('complementary', { name: 'Onder de motorkap' });
    await panels.getByRole('tab', { name: 'Gebeurtenissen', exact: true }).tap();
    const onlyProblems = panels.getByRole('checkbox', { name: 'Alleen problemen' });
    const label = panels.locator('label', { hasText: 'Alleen problemen' });
    await expectFingerSized(label);
    // A tap near the label's lower edge, well off the checkbox itself, still counts.
    await label.tap({ position: { x: 2, y: 41 } });
    await expect(onlyProblems).toBeChecked();
  });
});
