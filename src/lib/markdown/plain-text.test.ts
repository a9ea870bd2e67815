import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words and drops the markup', () => {
    const text = [
      '## Kop ##',
      '',
      'Een **vet** en _schuin_ woord, `code` en [een link](https://example.org) met ![foto](x.png).',
      '',
      '- een',
      '1. twee',
      '- [x] klaar',
      '',
      '> geciteerd',
      '',
      '---',
      '',
      '| a | b |',
      '|---|:-:|',
      '| 1 | 2 |',
      '',
      '```ts',
      'const x = 1;',
      '```',
    ].join('\n');
    expect(plainText(text)).toBe(
      'Kop\nEen vet en schuin woord, code en een link met foto.\neen\ntwee\nklaar\ngeciteerd\na, b\n1, 2\nconst x = 1;',
    );
  });

  it('leaves plain sentences and names with underscores as they are', () => {
    expect(plainText('De koelcel is 9 graden. Dat is te warm.')).toBe('De koelcel is 9 graden. Dat is te warm.');
    expect(plainText('Ik riep get_company_info aan, 3 * 4 keer.')).toBe('Ik riep get_company_info aan, 3 * 4 keer.');
  });
});
