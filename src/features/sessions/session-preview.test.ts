import { describe, expect, it } from 'vitest';
import { previewBesideTitle } from './session-preview';

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
