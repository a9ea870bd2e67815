import { EventType } from '@ag-ui/core';
import { agentSnapshot, aroundAttack, runStarted } from './scenario';
import type { HostileFrame, HostileScenario, HostileTurn } from './scenario';

/** A TEXT_MESSAGE_CONTENT whose delta holds bytes that are not UTF-8 (a lone continuation byte, 0xFF, an overlong '/'). */
function badUtf8Event(messageId: string): Buffer {
  const [head, tail] = JSON.stringify({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: '§' }).split('§');
  return Buffer.concat([Buffer.from(head ?? ''), Buffer.from([0x80, 0xff, 0xfe, 0xc0, 0xaf]), Buffer.from(tail ?? '')]);
}

/** In a text frame the browser must fail the connection (1007): the run sends nothing after it, so it is lost. */
const inTextFrame = (turn: HostileTurn): HostileFrame[] => [
  runStarted(turn),
  agentSnapshot(turn),
  { kind: 'bytes', bytes: badUtf8Event(turn.ids('msg')), binary: false },
  { kind: 'silence' },
];

const inBinaryFrame = (turn: HostileTurn): HostileFrame[] =>
  aroundAttack('bad-utf8-binary', turn, [{ kind: 'bytes', bytes: badUtf8Event(turn.ids('msg')), binary: true }]);

export const badUtf8Attacks: HostileScenario[] = [
  {
    name: 'bad-utf8-text',
    family: 'bad-utf8',
    summary: 'a text frame whose bytes are not UTF-8, then nothing (a browser must fail the connection, 1007)',
    run: inTextFrame,
  },
  {
    name: 'bad-utf8-binary',
    family: 'bad-utf8',
    summary: 'a binary frame holding an event with bytes that are not UTF-8',
    run: inBinaryFrame,
  },
];
