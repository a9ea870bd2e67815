import { describe, expect, it } from 'vitest';
import { joinFacts, previewBesideTitle, titleContrasts } from './session-preview';

describe('previewBesideTitle', () => {
  it('hides a preview that is the title', () => {
    expect(previewBesideTitle('Start inspectie bij Bella Rosa', 'Start inspectie bij Bella Rosa')).toBeUndefined();
  });

  it('hides a preview cut short from the title, or a title cut short from the preview', () => {
    expect(
      previewBesideTitle(
        'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)',
        'Start inspectie bij Restaurant Bella Rosa (KVK…',
      ),
    ).toBeUndefined();
    expect(previewBesideTitle('Start inspectie bij…', 'Start inspectie bij Restaurant Bella Rosa')).toBeUndefined();
    expect(previewBesideTitle('start  INSPECTIE bij bella rosa.', 'Start inspectie bij Bella Rosa')).toBeUndefined();
  });

  it('keeps a preview that adds something to the title', () => {
    expect(previewBesideTitle('Bella Rosa, koelcel', 'Start inspectie bij Bella Rosa')).toBe(
      'Start inspectie bij Bella Rosa',
    );
  });

  it('keeps the preview of an untitled session and drops an empty one', () => {
    expect(previewBesideTitle(undefined, 'Hallo')).toBe('Hallo');
    expect(previewBesideTitle('', 'Hallo')).toBe('Hallo');
    expect(previewBesideTitle('Titel', '  ')).toBeUndefined();
    expect(previewBesideTitle('Titel', null)).toBeUndefined();
  });
});

describe('titleContrasts', () => {
  const of = (...titles: string[]) => titleContrasts(titles.map((title, index) => ({ id: String(index), title })));

  it('gives each of four titles that start alike the part after the shared start, from a word on', () => {
    const contrasts = of(
      'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)',
      'Start inspectie bij Restaurant De Gouden Draak',
      'Start inspectie bij Snackbar De Hoek',
      'Start inspectie bij Bakkerij Van Dam',
      'Welke regels gelden voor een foodtruck?',
    );
    expect(Object.fromEntries(contrasts)).toEqual({
      '0': { tail: '…Bella Rosa (KVK 92251854)' },
      '1': { tail: '…De Gouden Draak' },
      '2': { tail: '…Snackbar De Hoek' },
      '3': { tail: '…Bakkerij Van Dam' },
    });
  });

  it('marks a title another has too, or one another begins with, as the same; ignores case and spacing', () => {
    expect(
      Object.fromEntries(of('Inspectie Bella Rosa', 'inspectie  bella rosa', 'Inspectie Bella Rosa, koelcel')),
    ).toEqual({ '0': { same: true }, '1': { same: true }, '2': { tail: '…koelcel' } });
  });

  it('leaves out titles that share a short start only, and empty ones', () => {
    expect(of('Start inspectie', 'Start rapport', '', '  ').size).toBe(0);
    expect(of('Bella Rosa').size).toBe(0);
  });
});

describe('joinFacts', () => {
  it('joins the parts with one separator and leaves none for a missing or empty part', () => {
    expect(joinFacts(['15 seconden geleden', '4 berichten'])).toBe('15 seconden geleden · 4 berichten');
    expect(joinFacts([undefined, '4 berichten'])).toBe('4 berichten');
    expect(joinFacts(['15 seconden geleden', ' ', undefined])).toBe('15 seconden geleden');
    expect(joinFacts([])).toBe('');
  });
});
