import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions. A fault test names the console lines the browser
 * itself writes for the fault it injects (a refused socket, a 500 response); anything else fails it.
 */
export function watchConsole(page: Page, expected: RegExp[] = []) {
  const unexpected: string[] = [];
  page.on('pageerror', (error) => unexpected.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!expected.some((pattern) => pattern.test(text))) unexpected.push(text);
  });
  return {
    expectClean: () => expect(unexpected, 'console errors the app did not expect').toEqual([]),
  };
}
