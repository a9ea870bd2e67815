import { describe, expect, it } from 'vitest';
import { demoPrompts, pickScenario } from '../../../scenarios/demo-inspection';
import { enConversation } from '../../i18n/en-conversation';
import { nlConversation } from '../../i18n/nl-conversation';
import { suggestionKeys } from './suggestions';

describe('the suggested questions', () => {
  it("are the demo's trigger phrases, word for word, in Dutch", () => {
    expect(nlConversation['suggest.start']).toBe(demoPrompts.start);
    expect(nlConversation['suggest.finding']).toBe(demoPrompts.finding);
    expect(nlConversation['suggest.report']).toBe(demoPrompts.report);
  });

  it('lead to the same scenarios in English', () => {
    const scenarios = suggestionKeys.map((key) => pickScenario(enConversation[key as keyof typeof enConversation]));
    expect(scenarios).toEqual(['start', 'finding', 'report', 'generic']);
  });
});
