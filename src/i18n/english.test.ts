import { describe, expect, it, vi } from 'vitest';
import { enConversation } from './en-conversation';
import { english } from './english';
import { nlAnswerTools } from './nl-answer-tools';
import { nlApi } from './nl-api';
import { nlConversation } from './nl-conversation';
import { nlDebug } from './nl-debug';
import { nlInspect } from './nl-inspect';
import { nlPanels } from './nl-panels';
import { nlReport } from './nl-report';
import { nlSessions } from './nl-sessions';
import { nlStateTravel } from './nl-state-travel';
import { nlTts } from './nl-tts';
import { nlVoice } from './nl-voice';

/** The catalogs added in Dutch only (`addTexts` without `en`): their English must be in the English chunk. */
const dutchOnly = {
  nlConversation,
  nlAnswerTools,
  nlReport,
  nlSessions,
  nlPanels,
  nlDebug,
  nlInspect,
  nlStateTravel,
  nlVoice,
  nlTts,
  nlApi,
};

/** A catalog module of its own, as on a page that has not loaded English yet. */
async function freshCatalog() {
  vi.resetModules();
  return import('./catalog');
}

describe('the English chunk', () => {
  it.each(Object.entries(dutchOnly))('has the English of every text in %s', (_name, texts) => {
    expect(Object.keys(texts).filter((key) => english[key] === undefined)).toEqual([]);
  });

  it('has Dutch stand in for a text added in Dutch only until English loads, then English', async () => {
    const { addTexts, catalogs, loadLanguage } = await freshCatalog();
    addTexts({ nl: nlConversation });
    expect(catalogs.en['run.stopped']).toBe(nlConversation['run.stopped']);
    await loadLanguage('en');
    expect(catalogs.en['run.stopped']).toBe(enConversation['run.stopped']);
  });

  it('keeps the English of a text added in Dutch only after English loaded', async () => {
    const { addTexts, catalogs, loadLanguage } = await freshCatalog();
    await loadLanguage('en');
    addTexts({ nl: nlConversation });
    expect(catalogs.en['run.stopped']).toBe(enConversation['run.stopped']);
    expect(catalogs.nl['run.stopped']).toBe(nlConversation['run.stopped']);
  });
});
