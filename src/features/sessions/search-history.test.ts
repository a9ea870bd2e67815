import { describe, expect, it } from 'vitest';
import { searchTexts } from './search-history';

describe('searchTexts', () => {
  it('reads answers as plain text, and what the inspector typed as typed, without the server context', async () => {
    const texts = await searchTexts([
      { role: 'user', content: '[SYSTEM CONTEXT: user_id=koen]\n\nIs **dit** vet?' },
      { role: 'tool_call', content: '{"query": "frituurvet"}' },
      {
        role: 'assistant',
        content: '## Bevindingen\n\n**Eerdere bevindingen:**\n\n- 14-03: `frituurvet` oud, zie [rapport](https://x.nl)',
      },
    ]);
    expect(texts).toEqual([
      'Is **dit** vet?',
      'Bevindingen\n\nEerdere bevindingen:\n\n• 14-03: frituurvet oud, zie rapport (https://x.nl)',
    ]);
  });

  it('drops the markers an answer stopped mid-stream leaves open', async () => {
    const [text] = await searchTexts([
      { role: 'assistant', content: 'Relevante regelgeving:\n\n1. **Hygiënecode voor de `hor' },
    ]);
    expect(text).toBe('Relevante regelgeving:\n\n1. Hygiënecode voor de hor');
  });
});
