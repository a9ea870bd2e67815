import { describe, expect, it } from 'vitest';
import { catalogToolName, chooseToolLabel, labelLanguage, readableToolName } from './tool-catalog';

describe('the catalog of AGORA’s tools', () => {
  it('reads the language of AGORA’s labels and of English ones, and leaves names alone', () => {
    for (const dutch of [
      'Ophalen bedrijfsgegevens',
      'Controleren follow-up status',
      'Zoeken in het KVK',
      'Overdracht naar specialist',
      'Overdragen aan specialist',
      'Verifiëren inspectiegegevens',
      'Ik ga de regelgeving doorzoeken',
    ])
      expect(labelLanguage(dutch), dutch).toBe('nl');
    for (const english of [
      'Generate final report',
      'Check company exists',
      'Transfer to agent',
      'Company and Inspection History Specialist',
      'Look up the regulations',
    ])
      expect(labelLanguage(english), english).toBe('en');
    for (const unclear of ['NS Reisplanner', 'Eindrapport', 'KVK', ''])
      expect(labelLanguage(unclear), unclear).toBeUndefined();
  });

  it('names a known tool in Dutch, in English as its name made readable; an unknown one not at all', () => {
    expect(catalogToolName('generate_final_report', 'nl')).toBe('Genereren eindrapport');
    expect(catalogToolName('generate_final_report', 'en')).toBe('Generate final report');
    expect(catalogToolName('get_weather', 'nl')).toBeUndefined();
    expect(catalogToolName('toString', 'nl')).toBeUndefined();
    expect(readableToolName('search-kvk_register')).toBe('Search kvk register');
  });

  it('chooses the server’s label unless it is plainly in another language, then the catalog’s, then the server’s after all', () => {
    expect(chooseToolLabel(['Zoeken in regelgeving'], 'Zoeken', 'nl')).toBe('Zoeken in regelgeving');
    expect(chooseToolLabel(['Search regulations'], 'Zoeken in regelgeving', 'nl')).toBe('Zoeken in regelgeving');
    expect(chooseToolLabel(['Search regulations', 'Ik zoek in de regels'], 'Zoeken', 'nl')).toBe(
      'Ik zoek in de regels',
    );
    expect(chooseToolLabel([undefined, ' ', 'KVK'], 'Zoeken', 'nl')).toBe('KVK');
    expect(chooseToolLabel(['Zoeken in regelgeving'], 'Search regulations', 'en')).toBe('Search regulations');
    expect(chooseToolLabel(['Zoeken in regelgeving'], undefined, 'en')).toBe('Zoeken in regelgeving');
    expect(chooseToolLabel([], undefined, 'nl')).toBeUndefined();
  });
});
