const ack = /^\s*\[Luistermodus actief\s*[-–]\s*bericht\s+(\d+)\s+opgeslagen\]\s*$/;

/**
 * The message number in AGORA's canned listen-mode reply (`[Luistermodus actief - bericht 3
 * opgeslagen]`), live and in history: a status, not an answer. Undefined for any other text.
 */
export function listenAckNumber(text: string): number | undefined {
  const match = ack.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Whether a spoken text is (the start of) that canned reply: it is never read aloud. */
export const isListenAckSpeech = (text: string) => /^\s*\[Luistermodus/.test(text);
