import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('markdownToPlainText', () => {
  it('drops the syntax of headings, emphasis, code spans and quotes; keeps blocks apart', () => {
    expect(markdownToPlainText('## Bevindingen\n\nDe **koelcel** is *9 °C*, zie `temp`.\n\n> Let op\n> nu')).toBe(
      'Bevindingen\n\nDe koelcel is 9 °C, zie temp.\n\nLet op\nnu',
    );
  });

  it('writes lists with bullets or numbers, tasks with boxes, nested items indented', () => {
    expect(markdownToPlainText('- een\n- twee\n  - diep\n\n3. drie\n4. vier\n\n- [x] klaar\n- [ ] open')).toBe(
      '• een\n• twee\n  • diep\n\n3. drie\n4. vier\n\n• ☑ klaar\n• ☐ open',
    );
  });

  it('keeps code blocks as they are and a link’s address after its text', () => {
    expect(markdownToPlainText('```json\n{"a": 1}\n```\n\n[NVWA](https://www.nvwa.nl) en https://x.nl')).toBe(
      '{"a": 1}\n\nNVWA (https://www.nvwa.nl) en https://x.nl',
    );
  });

  it('writes tables as tab-separated rows and leaves rules out', () => {
    expect(markdownToPlainText('| Punt | Stand |\n|---|:-:|\n| Koelcel | **9** |\n\n---\n\nEinde')).toBe(
      'Punt\tStand\nKoelcel\t9\n\nEinde',
    );
  });

  it('keeps escaped characters and plain text as typed', () => {
    expect(markdownToPlainText('1\\. geen lijst \\*ster\\*')).toBe('1. geen lijst *ster*');
    expect(markdownToPlainText('')).toBe('');
  });
});
