import type { nlVoice } from './nl-voice';

/** The English texts of voice input and hands-free; the type makes a missing or extra key a compile error. */
export const enVoice: Record<keyof typeof nlVoice, string> = {
  'voice.mic': 'Dictate',
  'voice.micHint': 'Hold or tap to dictate (Ctrl+Shift+Space)',
  'voice.listening': 'Listening… speak now.',
  'voice.handsFree': 'Hands-free',
  'voice.sendAtOnce': 'Send a dictated message at once',
  'voice.error.not-allowed': 'No access to the microphone. Allow the microphone for this site.',
  'voice.error.audio-capture': 'No microphone found.',
  'voice.error.no-speech': 'I heard nothing. Try again.',
  'voice.error.network': 'Speech recognition is not working now. Type your message.',
  'voice.loop.answering': 'Hands-free: I listen again after the answer. Say “stop” to stop.',
  'voice.loop.approval': 'Hands-free waits for your decision on the approval.',
  'voice.loop.stopped': 'Hands-free stopped.',
  'voice.loop.no-speech': 'Hands-free stopped: I heard nothing.',
  'voice.approvalAsk': 'Approval needed: {tool}. {reasoning} Choose Approve or Reject on the screen.',
};
