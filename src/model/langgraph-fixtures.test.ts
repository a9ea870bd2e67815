import { describe, expect, it } from 'vitest';
import { mapValues } from '../lib/persistent/persistent-map';
import { readToolResult } from '../lib/python-repr';
import { feed, logNotes } from '../testing/feed';
import history from '../testing/fixtures/langgraph/bella-rosa-history.json';
import run from '../testing/fixtures/langgraph/bella-rosa-run.json';
import type { HistoryEntryLike } from './history';
import { selectParsedArgs } from './selectors';

/* The mock's recording of AGORA's LangGraph server (the Bella Rosa inspection), replayed through the reducer. */

const entries = history.history as HistoryEntryLike[];

describe('the recorded LangGraph run', () => {
  const state = feed(run);

  it('raises no stream-rule annotation', () => {
    expect(logNotes(state)).toEqual([]);
  });

  it('reads every tool result without the Python wrapping', () => {
    const calls = [...mapValues(state.toolCalls)];
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.orphan).toBeFalsy();
      expect(readToolResult(call.result ?? '').text).not.toMatch(/^content=/);
    }
  });

  it('replaced by its REST history: no duplicates, no orphans, every argument readable, still no annotation', () => {
    const restored = feed([{ type: 'local.history', entries, at: 1 }], state);
    const calls = [...mapValues(restored.toolCalls)];
    const listed = new Set(entries.filter((e) => e.role === 'tool_call').map((e) => e.tool_call_id));
    expect(calls.map((c) => c.id).sort()).toEqual([...listed].sort());
    for (const call of calls) {
      expect(call.orphan).toBeFalsy();
      expect(selectParsedArgs(call)).not.toHaveProperty('error');
    }
    expect(logNotes(restored)).toEqual([]);
  });
});
