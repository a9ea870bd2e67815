import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../i18n/catalog';
import { registerConversationTexts } from '../../i18n/conversation-texts';
import { spokenToolName } from './spoken-tool-name';

const none = new Map<string, string>();
const report = { name: 'generate_final_report', argsText: '' };

describe('spokenToolName', () => {
  beforeAll(async () => {
    registerConversationTexts();
    await loadLanguage('en');
  });

  it("reads a Dutch UI's tool in Dutch: the catalog's name over an English spoken or display name", () => {
    const english = { ...report, spokenName: 'Generate final report', displayName: 'Final report' };
    expect(spokenToolName(english, none, 'nl')).toBe('Genereren eindrapport');
    expect(spokenToolName(report, new Map([[report.name, 'Generate the report']]), 'nl')).toBe('Genereren eindrapport');
  });

  it('prefers a spoken name that fits the language, then a display name that does', () => {
    const dutch = { ...report, spokenName: 'Ik maak het eindrapport', displayName: 'Eindrapport opstellen' };
    expect(spokenToolName(dutch, none, 'nl')).toBe('Ik maak het eindrapport');
    const spokenEnglish = { ...dutch, spokenName: 'Generating the final report' };
    expect(spokenToolName(spokenEnglish, none, 'nl')).toBe('Eindrapport opstellen');
  });

  it('reads an English UI in English, and an unknown tool by its name made readable', () => {
    expect(spokenToolName({ ...report, spokenName: 'Ik maak het eindrapport' }, none, 'en')).toBe(
      'Generate final report',
    );
    expect(spokenToolName({ ...report, spokenName: 'Generating the final report' }, none, 'en')).toBe(
      'Generating the final report',
    );
    expect(spokenToolName({ name: 'sign_permit', argsText: '' }, none, 'nl')).toBe('Sign permit');
  });

  it('reads a handoff as its label with the agent, never as transfer_to_…', () => {
    const handoff = { name: 'transfer_to_regulation_analysis_expert', argsText: '' };
    expect(spokenToolName(handoff, none, 'nl')).toBe('Overdracht naar specialist: Regelgeving');
    expect(spokenToolName({ ...handoff, displayName: 'Transfer to regulation expert' }, none, 'nl')).toBe(
      'Overdracht naar specialist: Regelgeving',
    );
    expect(spokenToolName({ ...handoff, spokenName: 'Ik vraag de regelgeving na' }, none, 'nl')).toBe(
      'Ik vraag de regelgeving na',
    );
    expect(spokenToolName(handoff, none, 'en')).toBe('Handover to a specialist: Regulations');
    expect(spokenToolName({ name: 'transfer_to_agent', argsText: '' }, none, 'nl')).toBe('Overdracht naar specialist');
  });
});
