import { expect, type Page } from '@playwright/test';
import { start } from './axe';
import type { ChatPage } from './chat-page';

/** Sends the demo start, whose tools take seconds at human pace, and waits until its first tool runs. */
export async function startLongAnswer(chat: ChatPage) {
  await chat.send(start);
  await expect(chat.transcript.getByRole('button', { name: /Ophalen bedrijfsgegevens/ })).toBeVisible();
}

/**
 * Presses the waiting message's "Onderbreek en verstuur nu" the moment the answer shows its first words. Decided in
 * the page, between the app's own tasks: a busy test runner can arrive after the answer has ended.
 */
export function interruptOnceAnswering(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((done) => {
        const check = () => {
          const answer = [...document.querySelectorAll('article[aria-label="Bedrijfshistorie"]')].at(-1);
          const buttons = [...document.querySelectorAll('button')];
          const interrupt = buttons.find((button) => button.textContent?.trim() === 'Onderbreek en verstuur nu');
          if (!answer?.textContent?.includes('Inspectie gestart') || !interrupt) return void setTimeout(check, 5);
          interrupt.click();
          done();
        };
        check();
      }),
  );
}
