import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-blocks';
import { blocksText } from './plain-text';

describe('blocksText', () => {
  it('keeps the words and drops the markup', () => {
    const text =
      '## Kop\n\nEen **vet** woord en [een link](https://example.org).\n\n- een\n- twee\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    expect(blocksText(parseMarkdown(text))).toBe('Kop\nEen vet woord en een link.\neen\ntwee\na, b\n1, 2');
  });
});
