import { EventType } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { demoScript, pickScenario } from './demo-inspection';
import { flattenScript } from './flatten-script';
import { sequentialIds } from './script';
import { sequenceViolations } from './sequence-rules';

const play = (userText: string) =>
  flattenScript(demoScript({ threadId: 't', runId: 'r', userText, ids: sequentialIds() }), {
    decide: () => ({ approved: true }),
  });

describe('the weather and haiku demo (generative UI)', () => {
  it.each([
    ['Hoe is het weer in Utrecht?', 'get_weather', 'temperature'],
    ['Schrijf een haiku over de koelcel', 'generate_haiku', 'japanese'],
  ])('answers "%s" with %s, an object result and no text', (prompt, tool, key) => {
    expect(pickScenario(prompt)).toBe('weather');
    const events = play(prompt);
    expect(sequenceViolations(events)).toEqual([]);
    expect(events.filter((e) => e.type === EventType.TEXT_MESSAGE_START)).toEqual([]);
    expect(events.find((e) => e.type === EventType.TOOL_CALL_START)).toMatchObject({ toolCallName: tool });
    const result = events.find((e) => e.type === EventType.TOOL_CALL_RESULT);
    expect(JSON.parse(String(result?.content))).toHaveProperty(key);
  });

  it('leaves "weer" as "again" to the other scenarios', () => {
    expect(pickScenario('Ik zie weer muizenkeutels in de opslag')).toBe('finding');
  });
});
