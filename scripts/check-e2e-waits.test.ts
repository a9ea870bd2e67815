import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sleepsBeforeAbsence } from './check-e2e-waits.ts';

describe('sleepsBeforeAbsence', () => {
  it('finds a sleep in the page followed by an absence assertion', () => {
    const source = [
      "  await page.getByRole('button', { name: 'Later' }).click();",
      '  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3_000)));',
      '  expect(sockets).toHaveLength(before);',
    ].join('\n');
    expect(sleepsBeforeAbsence(source, 'a.spec.ts')).toEqual([
      'a.spec.ts:2: await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3_000)));',
    ]);
  });

  it('finds waitForTimeout and sleep helpers before .not and toHaveCount(0)', () => {
    const source = [
      'const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
      'await page.waitForTimeout(500);',
      'await expect(page.getByText("x")).not.toBeVisible();',
      'await pause(200);',
      '',
      'await expect(rows).toHaveCount(0);',
    ].join('\n');
    expect(sleepsBeforeAbsence(source, 'b.ts')).toEqual([
      'b.ts:2: await page.waitForTimeout(500);',
      'b.ts:4: await pause(200);',
    ]);
  });

  it('leaves a pause before a presence assertion and polling in the page alone', () => {
    const source = [
      'const thinkTime = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));',
      'await thinkTime(40);',
      "await expect(chat.messagesBy('Jij')).toHaveCount(3);",
      'await thinkTime(10);',
      'await expect',
      '  .poll(() => asked())',
      '  .toEqual(texts);',
      'await expect(page.getByText(/in wachtrij/)).toHaveCount(0);',
      'if (!done) return void setTimeout(check, 5);',
      'expect(found).toBe(false);',
    ].join('\n');
    expect(sleepsBeforeAbsence(source, 'c.ts')).toEqual([]);
  });

  it('finds none in e2e/', () => {
    const files = readdirSync('e2e').filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((name) => sleepsBeforeAbsence(readFileSync(`e2e/${name}`, 'utf8'), name))).toEqual([]);
  });
});
