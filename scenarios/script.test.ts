import { EventType } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { flattenScript } from './flatten-script';
import { emit, sequence, sequentialIds, step } from './script';
import type { ScriptStep } from './script';
import { splitIntoChunks } from './text-message';
import { splitArgs } from './tool-call';

describe('splitIntoChunks', () => {
  it.each(['Een twee drie vier vijf zes zeven acht negen tien', '  ingesprongen\n\n| a | b |\n|---|---|\n', 'één'])(
    'concatenates back to the text without empty chunks: %j',
    (text) => {
      const chunks = splitIntoChunks(text);
      expect(chunks.join('')).toBe(text);
      expect(chunks.every((c) => c.trim().length > 0)).toBe(true);
      expect(chunks.every((c) => c.split(/\s+/).filter(Boolean).length <= 4)).toBe(true);
    },
  );

  it('returns no chunks for blank text', () => {
    expect(splitIntoChunks('  ')).toEqual([]);
  });
});

describe('splitArgs', () => {
  it('splits JSON into several non-empty pieces that join back', () => {
    const json = JSON.stringify({ kvk_number: '92251854' });
    const pieces = splitArgs(json);
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    expect(pieces.join('')).toBe(json);
    expect(pieces.every((p) => p.length > 0)).toBe(true);
  });
});

describe('sequentialIds', () => {
  it('counts per prefix', () => {
    const ids = sequentialIds();
    expect([ids('msg'), ids('call'), ids('msg')]).toEqual(['msg-1', 'call-1', 'msg-2']);
  });
});

describe('sequence and flattenScript', () => {
  const marker = (name: string): ScriptStep => emit({ type: EventType.CUSTOM, name, value: {} }, 10);
  const script = sequence(
    step('executing_tools', [
      {
        kind: 'approval',
        request: { approvalId: 'appr-1', toolName: 'x', riskLevel: 'high' },
        onApprove: (feedback) => [marker(`yes:${feedback ?? ''}`)],
        onReject: () => [marker('no')],
      },
    ]),
    [marker('after')],
  );
  const names = (decision: { approved: boolean; feedback?: string }): string[] =>
    flattenScript(script, { decide: () => decision }).map((e) => String(e.name ?? e.type));

  it('appends what follows an approval to both branches', () => {
    expect(names({ approved: true, feedback: 'ok' })).toEqual([
      'STEP_STARTED',
      'agora:tool_approval_request',
      'yes:ok',
      'STEP_FINISHED',
      'after',
    ]);
    expect(names({ approved: false })).toEqual([
      'STEP_STARTED',
      'agora:tool_approval_request',
      'no',
      'STEP_FINISHED',
      'after',
    ]);
  });

  it('appends nothing to a branch that already ends the run', () => {
    const finished = emit({ type: EventType.RUN_FINISHED, threadId: 't', runId: 'r' });
    const ending = sequence(
      [
        {
          kind: 'approval',
          request: { approvalId: 'appr-2', toolName: 'x', riskLevel: 'high' },
          onApprove: () => [marker('yes')],
          onReject: () => [finished],
        },
      ],
      [marker('closing')],
    );
    const flat = (approved: boolean): string[] =>
      flattenScript(ending, { decide: () => ({ approved }) }).map((e) => String(e.name ?? e.type));
    expect(flat(true)).toEqual(['agora:tool_approval_request', 'yes', 'closing']);
    expect(flat(false)).toEqual(['agora:tool_approval_request', 'RUN_FINISHED']);
  });

  it('stamps strictly increasing integer timestamps', () => {
    const stamps = flattenScript(script, { startTime: 1000 }).map((e) => e.timestamp ?? NaN);
    expect(stamps[0]).toBeGreaterThan(1000);
    expect(stamps.every((t, i) => Number.isInteger(t) && (i === 0 || t > (stamps[i - 1] ?? Infinity)))).toBe(true);
  });
});
