import { describe, expect, it } from 'vitest';
import { findSnippet, foldQuery, foldText, prepareDoc, searchDocs } from './text-search';

describe('foldText', () => {
  it('drops case and accents and spells out ligatures, keeping where each character came from', () => {
    const { folded, from, to } = foldText('Café ĳs');
    expect(folded).toBe('cafe ijs');
    expect(from.slice(5, 7)).toEqual([5, 5]);
    expect(to.slice(5, 7)).toEqual([6, 6]);
  });
});

describe('findSnippet', () => {
  it('finds a word without regard to case or accents, and gives it as written', () => {
    expect(findSnippet('De koelcel van Café Rosa was 9 graden.', foldQuery('CAFE'))).toEqual({
      before: 'De koelcel van ',
      match: 'Café',
      after: ' Rosa was 9 graden.',
    });
    expect(findSnippet('Een reëel probleem', foldQuery('reeel'))?.match).toBe('reëel');
    expect(findSnippet('IJssalon Het ĳsje', foldQuery('ijsje'))?.match).toBe('ĳsje');
  });

  it('lets a space match a line break, and squeezes white space in the passage', () => {
    expect(findSnippet('de koel\n\ncel  is  koud', foldQuery('koel cel'))).toEqual({
      before: 'de ',
      match: 'koel cel',
      after: ' is koud',
    });
  });

  it('cuts long text around the match at a word, marking the cuts', () => {
    const words = Array.from({ length: 60 }, (_, i) => `woord${i}`).join(' ');
    const snippet = findSnippet(`${words} temperatuur ${words}`, foldQuery('temperatuur'), 20);
    expect(snippet?.before.startsWith('…')).toBe(true);
    expect(snippet?.after.endsWith('…')).toBe(true);
    expect(snippet?.before.length).toBeLessThanOrEqual(21);
    expect(snippet?.after.length).toBeLessThanOrEqual(21);
  });

  it('centres the window on a match far into a long message: as much before it as after', () => {
    const words = (from: number) => Array.from({ length: 80 }, (_, i) => `woord${from + i}`).join(' ');
    const snippet = findSnippet(`${words(0)} het frituurvet was oud ${words(100)}`, foldQuery('frituurvet'));
    expect(snippet?.match).toBe('frituurvet');
    expect(snippet?.before).toMatch(/^….* het $/);
    expect(snippet?.after).toMatch(/^ was oud .*…$/);
    expect(Math.abs(snippet!.before.length - snippet!.after.length)).toBeLessThanOrEqual(8);
    expect(snippet!.before.length + snippet!.after.length).toBeLessThanOrEqual(62);
  });

  it('treats the query as text, not a pattern', () => {
    expect(findSnippet('prijs (excl. btw)', foldQuery('(excl.'))?.match).toBe('(excl.');
    expect(findSnippet('prijs excl btw', foldQuery('excl.'))).toBeUndefined();
  });

  it('finds nothing for an empty query or a missing word', () => {
    expect(findSnippet('tekst', '')).toBeUndefined();
    expect(findSnippet('tekst', foldQuery('koelcel'))).toBeUndefined();
  });
});

describe('searchDocs', () => {
  const docs = [
    prepareDoc({ id: 'a', texts: ['Start inspectie', 'De koelcel is 9 graden'] }),
    prepareDoc({ id: 'b', texts: ['Niets bijzonders'] }),
    prepareDoc({ id: 'c', texts: ['KOELCEL defect', 'koelcel weer goed'] }),
  ];

  it('lists the conversations that have the query, in order, with their first passage', () => {
    const hits = searchDocs(docs, '  koelcel ');
    expect(hits.map((hit) => hit.id)).toEqual(['a', 'c']);
    expect(hits[1]?.snippet).toEqual({ before: '', match: 'KOELCEL', after: ' defect' });
  });

  it('finds nothing for white space only', () => {
    expect(searchDocs(docs, '   ')).toEqual([]);
  });
});
