import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSentences } from './sentences';

const all = (text: string) => nextSentences(text, 0, true).sentences;

function incrementally(text: string, cuts: number[]): string[] {
  const said: string[] = [];
  let consumed = 0;
  for (const cut of cuts) {
    const step = nextSentences(text.slice(0, cut), consumed, false);
    said.push(...step.sentences);
    consumed = step.consumed;
  }
  said.push(...nextSentences(text, consumed, true).sentences);
  return said;
}

describe('nextSentences', () => {
  it('splits at terminators followed by whitespace and keeps closing quotes and brackets', () => {
    expect(all('Eerst dit. Dan dat! Klopt het? Misschien… "Zeker." (Ja.) Einde')).toEqual([
      'Eerst dit.',
      'Dan dat!',
      'Klopt het?',
      'Misschien…',
      '"Zeker."',
      '(Ja.)',
      'Einde',
    ]);
    expect(all('Wat?! Echt... Ja.')).toEqual(['Wat?!', 'Echt...', 'Ja.']);
  });

  it('does not split decimals, fractions, times, abbreviations or initials', () => {
    const text =
      'Het cijfer is 8,5 of 8.5 volgens 852/2004 om 10.30 uur. Zie bijv. art. 5, o.a. de regels, d.w.z. ' +
      'nr. 3 m.b.t. hygiëne i.v.m. ca. 12 zaken e.d. enz. met dhr. Jansen, mevr. Smit, mr. De Vries en Dr. Bos. ' +
      'Use e.g. apples, i.e. fruit, etc. vs. pears. G. Romano en J.P. Balkenende waren er.';
    expect(all(text)).toEqual([
      'Het cijfer is 8,5 of 8.5 volgens 852/2004 om 10.30 uur.',
      'Zie bijv. art. 5, o.a. de regels, d.w.z. nr. 3 m.b.t. hygiëne i.v.m. ca. 12 zaken e.d. enz. met dhr. ' +
        'Jansen, mevr. Smit, mr. De Vries en Dr. Bos.',
      'Use e.g. apples, i.e. fruit, etc. vs. pears.',
      'G. Romano en J.P. Balkenende waren er.',
    ]);
  });

  it('ends a sentence at a paragraph break and keeps list numbers with their item', () => {
    expect(all('Punten:\n\n- eerste punt\n- nog steeds\n \n1. Tweede punt\n\n\n\nKlaar')).toEqual([
      'Punten:',
      '- eerste punt - nog steeds',
      '1. Tweede punt',
      'Klaar',
    ]);
    expect(all('Geboren in 1980. Daarna')).toEqual(['Geboren in 1980.', 'Daarna']);
  });

  it('waits for the character after a terminator unless final', () => {
    expect(nextSentences('Klaar.', 0, false)).toEqual({ sentences: [], consumed: 0 });
    expect(nextSentences('Klaar."', 0, false)).toEqual({ sentences: [], consumed: 0 });
    expect(nextSentences('Klaar. Nog', 0, false)).toEqual({ sentences: ['Klaar.'], consumed: 6 });
    expect(nextSentences('Klaar. Nog', 6, true)).toEqual({ sentences: ['Nog'], consumed: 10 });
  });

  it('collapses whitespace, never returns blanks and clamps the offset', () => {
    expect(all('  Een\t\tzin  met   gaten.  \n\n  \n\n ')).toEqual(['Een zin met gaten.']);
    expect(nextSentences('   ', 0, true)).toEqual({ sentences: [], consumed: 3 });
    expect(nextSentences('Hoi. Dag', 99, true)).toEqual({ sentences: [], consumed: 8 });
    expect(nextSentences('Hoi. Dag', -5, true).sentences).toEqual(['Hoi.', 'Dag']);
  });

  const pieces = [
    'a',
    'Bo',
    ' ',
    '  ',
    '\n',
    '\n\n',
    '\t',
    '\u00a0',
    '.',
    '!',
    '?',
    '…',
    '...',
    '"',
    '”',
    ')',
    "'",
    '8',
    ',',
    '5',
    '/',
    '10.30',
    'bijv.',
    'o.a.',
    'etc.',
    'G.',
    'dr.',
    '1.',
    'zin',
    'Zin',
    '😀',
  ];
  const text = fc.oneof(
    fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join('')),
    fc.string({ maxLength: 60 }),
  );
  const withCuts = text.chain((t) =>
    fc.tuple(
      fc.constant(t),
      fc.uniqueArray(fc.integer({ min: 0, max: t.length }), { maxLength: 12 }).map((c) => c.sort((a, b) => a - b)),
    ),
  );

  it('gives the same sentences for any split into chunks (property)', () => {
    fc.assert(
      fc.property(withCuts, ([t, cuts]) => {
        expect(incrementally(t, cuts)).toEqual(all(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('loses and doubles no word: the sentences joined are the normalized text (property)', () => {
    fc.assert(
      fc.property(text, (t) => {
        const sentences = all(t);
        expect(sentences.join(' ')).toBe(t.replace(/\s+/g, ' ').trim());
        for (const s of sentences) expect(s).toBe(s.replace(/\s+/g, ' ').trim());
        expect(sentences.every((s) => s !== '')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
