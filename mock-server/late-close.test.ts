import type { BaseEvent } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { demoPrompts, demoScript } from '../scenarios/demo-inspection';
import { sequentialIds } from '../scenarios/script';
import type { ScriptStep } from '../scenarios/script';
import { lateClose, playLateSpoken } from './late-close';
import { OpenStreams } from './open-streams';
import { eventLabel, lateClosing } from './test-client';

/** Sends the script's first `count` emits into `open`, returning the rest, as a cancelled player leaves it. */
function cutAfter(script: ScriptStep[], count: number, open: OpenStreams): ScriptStep[] {
  script.slice(0, count).forEach((step) => step.kind === 'emit' && open.observe(step.event));
  return script.slice(count);
}

const generic = () => demoScript({ threadId: 't', runId: 'r', userText: 'Hallo', ids: sequentialIds() });
const firstContent = (script: ScriptStep[]): number =>
  script.findIndex((s) => s.kind === 'emit' && s.event.type === 'TEXT_MESSAGE_CONTENT');

describe('lateClose', () => {
  it('ends what is open, then sends the closing snapshot and RUN_FINISHED; the rest of the text goes to the session only', () => {
    const open = new OpenStreams();
    const script = generic();
    const rest = cutAfter(script, firstContent(script) + 1, open);
    const { unsent, closing } = lateClose(rest, open, { threadId: 't', runId: 'r', state: {} });
    expect(closing.map(eventLabel)).toEqual(lateClosing);
    expect(closing[3]).toMatchObject({ snapshot: { status: 'completed', currentAgent: 'general-agent' } });
    expect(closing[4]).toEqual({ type: 'RUN_FINISHED', threadId: 't', runId: 'r' });
    expect(new Set(unsent.map(eventLabel))).toEqual(new Set(['TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_END']));
  });

  it('builds the closing snapshot from the state when the script’s lies behind an approval', () => {
    const open = new OpenStreams();
    const script = demoScript({ threadId: 't', runId: 'r', userText: demoPrompts.report, ids: sequentialIds() });
    const rest = cutAfter(script, firstContent(script) + 1, open);
    const { closing } = lateClose(rest, open, {
      threadId: 't',
      runId: 'r',
      state: { currentAgent: 'reporting-agent', status: 'processing' },
    });
    expect(closing.map(eventLabel)).toEqual(lateClosing);
    expect(closing[3]).toMatchObject({ snapshot: { currentAgent: 'reporting-agent', status: 'completed' } });
  });
});

describe('playLateSpoken', () => {
  it('sends only the rest of the open spoken streams', async () => {
    const open = new OpenStreams();
    const script = generic();
    const rest = cutAfter(script, firstContent(script) + 1, open);
    const sent: BaseEvent[] = [];
    await playLateSpoken(rest, open, { send: (e) => sent.push(e) > 0, delay: 0, signal: new AbortController().signal });
    expect(new Set(sent.map(eventLabel))).toEqual(new Set(['agora:spoken_text_content', 'agora:spoken_text_end']));
    expect(sent.at(-1)?.name).toBe('agora:spoken_text_end');
  });
});
