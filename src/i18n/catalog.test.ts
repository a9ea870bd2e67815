import { describe, expect, it } from 'vitest';
import { addTexts, catalogs, pluralCategory, translate } from './catalog';
import { en } from './en';
import { enConversation } from './en-conversation';
import { enDebug } from './en-debug';
import { enSessions } from './en-sessions';
import { enStateCard } from './en-state-card';
import { enUsers } from './en-users';
import { nlConversation } from './nl-conversation';
import { nlDebug } from './nl-debug';
import { nlSessions } from './nl-sessions';
import { nlStateCard } from './nl-state-card';
import { nlUsers } from './nl-users';

addTexts({
  nl: { ...nlConversation, ...nlSessions, ...nlDebug, ...nlStateCard, ...nlUsers },
  en: { ...en, ...enConversation, ...enSessions, ...enDebug, ...enStateCard, ...enUsers },
});

describe('plural forms', () => {
  it('follows each language’s rules: one for 1, other for 0 and many', () => {
    expect([0, 1, 2, 5].map((count) => pluralCategory('nl', count))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2].map((count) => pluralCategory('en', count))).toEqual(['other', 'one', 'other']);
  });

  it('says one approval waits and two approvals wait, in Dutch and English', () => {
    expect(translate('nl', 'approval.waiting', { count: 1 })).toBe('1 goedkeuring wacht op jouw besluit');
    expect(translate('nl', 'approval.waiting', { count: 2 })).toBe('2 goedkeuringen wachten op jouw besluit');
    expect(translate('en', 'approval.waiting', { count: 1 })).toBe('1 approval waiting for your decision');
    expect(translate('en', 'approval.waiting', { count: 3 })).toBe('3 approvals waiting for your decision');
  });

  it('counts messages in a session as 1 bericht, 0 berichten', () => {
    expect(translate('nl', 'sessions.messages', { count: 1 })).toBe('1 bericht');
    expect(translate('nl', 'sessions.messages', { count: 0 })).toBe('0 berichten');
    expect(translate('en', 'sessions.messages', { count: 1 })).toBe('1 message');
  });

  it('uses the key itself for a text with no plural forms, and for a count given as text', () => {
    expect(translate('nl', 'connection.queued', { count: 1 })).toBe('1 in wachtrij');
    expect(translate('nl', 'sessions.messages', { count: '1' })).toBe('1 berichten');
  });

  it('leaves no “(en)” or “(s)” pseudo-plural in any catalog', () => {
    for (const catalog of Object.values(catalogs))
      for (const [key, text] of Object.entries(catalog)) expect(`${key}: ${text}`).not.toMatch(/\w\((en|s|ken)\)/);
  });
});
