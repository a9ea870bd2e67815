import { describe, expect, it } from 'vitest';
import { spokenText } from './spoken-text';

describe('spokenText', () => {
  it('keeps the words and drops the marks', () => {
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
    ].join('\n');
    expect(spokenText(text)).toBe(
      'Kop Een vet en schuin woord, code en een link met foto. een twee klaar geciteerd a b 1 2',
    );
  });

  it('leaves plain sentences as they are', () => {
    expect(spokenText('De koelcel is 9 graden. Dat is te warm.')).toBe('De koelcel is 9 graden. Dat is te warm.');
  });
});
