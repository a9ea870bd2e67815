import { describe, expect, it } from 'vitest';
import { isListenAckSpeech, listenAckNumber } from './listen-mode';

describe('listenAckNumber', () => {
  it("reads the number of AGORA's listen-mode reply and nothing else", () => {
    expect(listenAckNumber('[Luistermodus actief - bericht 3 opgeslagen]')).toBe(3);
    expect(listenAckNumber(' [Luistermodus actief – bericht 12 opgeslagen]\n')).toBe(12);
    expect(listenAckNumber('Luistermodus actief - bericht 3 opgeslagen')).toBeUndefined();
    expect(listenAckNumber('[Luistermodus actief - bericht 3 opgeslagen] en meer')).toBeUndefined();
    expect(isListenAckSpeech('[Luistermodus act')).toBe(true);
    expect(isListenAckSpeech('Bella Rosa')).toBe(false);
  });
});
