import { describe, expect, it } from 'vitest';
import { sequenceViolations } from './sequence-rules';

const run = (...middle: object[]): object[] => [
  { type: 'RUN_STARTED', threadId: 't', runId: 'r', timestamp: 1 },
  ...middle.map((e, i) => ({ timestamp: i + 2, ...e })),
  { type: 'RUN_FINISHED', threadId: 't', runId: 'r', timestamp: 99 },
];

describe('sequenceViolations', () => {
  it('accepts a minimal well-formed run', () => {
    expect(
      sequenceViolations(run({ type: 'STEP_STARTED', stepName: 'a' }, { type: 'STEP_FINISHED', stepName: 'a' })),
    ).toEqual([]);
  });

  it.each([
    [
      'overlapping steps',
      [
        { type: 'STEP_STARTED', stepName: 'a' },
        { type: 'STEP_STARTED', stepName: 'b' },
      ],
      'still active',
    ],
    ['an unclosed text message', [{ type: 'TEXT_MESSAGE_START', messageId: 'm' }], 'never ended'],
    [
      'an empty delta',
      [
        { type: 'TEXT_MESSAGE_START', messageId: 'm' },
        { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm', delta: '' },
        { type: 'TEXT_MESSAGE_END', messageId: 'm' },
      ],
      'empty delta',
    ],
    [
      'spoken text for an unknown message',
      [{ type: 'CUSTOM', name: 'agora:spoken_text_start', value: { messageId: 'x' } }],
      'unknown message',
    ],
    [
      'a result before the end of args',
      [
        { type: 'TOOL_CALL_START', toolCallId: 'c', toolCallName: 'n' },
        { type: 'TOOL_CALL_RESULT', toolCallId: 'c', messageId: 'm', content: '' },
      ],
      'before TOOL_CALL_END',
    ],
    [
      'a delta that does not apply',
      [
        { type: 'STATE_SNAPSHOT', snapshot: {} },
        { type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/a/b', value: 1 }] },
      ],
      'does not apply',
    ],
    ['an invalid event', [{ type: 'RUN_ERROR' }], 'not a valid AG-UI event'],
  ])('reports %s', (_name, middle, message) => {
    expect(sequenceViolations(run(...middle)).join('\n')).toContain(message);
  });

  it('lets a run rejected at an approval end with its step, message and spoken text open, and nothing else', () => {
    const request = {
      type: 'CUSTOM',
      name: 'agora:tool_approval_request',
      value: { approvalId: 'a', toolName: 't', riskLevel: 'high' },
    };
    const open = [
      { type: 'STEP_STARTED', stepName: 'thinking' },
      { type: 'TEXT_MESSAGE_START', messageId: 'm' },
      { type: 'CUSTOM', name: 'agora:spoken_text_start', value: { messageId: 'm' } },
    ];
    expect(sequenceViolations(run(...open, request))).toEqual([]);
    expect(sequenceViolations(run(...open))).toEqual([
      'step thinking never finished',
      'text message m never ended',
      'spoken text m never ended',
    ]);
  });

  it('accepts a tool call without arguments (a hand-off)', () => {
    const call = [
      { type: 'TOOL_CALL_START', toolCallId: 'c', toolCallName: 'transfer_to_x' },
      { type: 'TOOL_CALL_END', toolCallId: 'c' },
      { type: 'TOOL_CALL_RESULT', toolCallId: 'c', messageId: 'r', content: 'Transferred to x' },
    ];
    expect(sequenceViolations(run(...call))).toEqual([]);
  });

  it('reports events after RUN_ERROR other than RUN_FINISHED, and allows an open step', () => {
    expect(
      sequenceViolations(run({ type: 'STEP_STARTED', stepName: 'thinking' }, { type: 'RUN_ERROR', message: 'x' })),
    ).toEqual([]);
    expect(
      sequenceViolations(run({ type: 'RUN_ERROR', message: 'x' }, { type: 'STEP_STARTED', stepName: 'a' })),
    ).toContain('#2 STEP_STARTED: only RUN_FINISHED may follow RUN_ERROR');
  });
});
