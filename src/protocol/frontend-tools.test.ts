import { describe, expect, it } from 'vitest';
import { safeBackground } from './frontend-tools';

describe('safeBackground', () => {
  it.each(['#0af', '#00aaffcc', 'lightblue', 'rgb(10, 20, 30)', 'hsla(200 50% 40% / 0.5)'])('takes %s', (colour) => {
    expect(safeBackground(` ${colour} `)).toBe(colour);
  });

  it.each([
    'url(https://evil.example/x.png)',
    'linear-gradient(red, blue)',
    'red; position: fixed',
    'expression(alert(1))',
    'var(--x)',
    '',
    42,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeBackground(value)).toBeUndefined();
  });
});
