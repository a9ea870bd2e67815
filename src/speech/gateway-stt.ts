import { stringField } from '../lib/record';
import { openBrowserMicrophone, pcm16Base64, speechRate, type Microphone, type OpenMicrophone } from './microphone';
import type { ListenEnd, Listening, ListenOptions, SpeechToText, SttError } from './stt-adapter';

/** The parts of a browser WebSocket used here, so tests can pass a fake. */
export interface SttSocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  onclose: (() => void) | null;
  send(data: string): void;
  close(): void;
}

export interface GatewaySttOptions {
  /** A single-use token from the gateway; rejects when it has none to give. */
  token: () => Promise<string>;
  /** Listens for a take that could get no token. */
  fallback: SpeechToText;
  openMicrophone?: OpenMicrophone;
  makeSocket?: (url: string) => SttSocketLike;
  /** Nothing heard this long: the take ends 'no-speech'. */
  silenceMs?: number;
  /** After stop(), how long the service may take to send the final words. */
  settleMs?: number;
}

const languageCodes: Record<string, string> = { nl: 'nld', en: 'eng' };

/** ElevenLabs' realtime speech-to-text for one take: 16 kHz PCM in, the text committed after a pause out. */
export function realtimeSttUrl(token: string, lang: string): string {
  const base = lang.split('-')[0]!.toLowerCase();
  const params = new URLSearchParams({
    model_id: 'scribe_v2_realtime',
    language_code: languageCodes[base] ?? base,
    token,
    audio_format: `pcm_${speechRate}`,
    commit_strategy: 'vad',
    vad_silence_threshold_secs: '1.2',
  });
  return `wss://api.elevenlabs.io/v1/speech-to-text/realtime?${params}`;
}

const mediaError = (error: unknown): SttError => {
  const name = stringField(error, 'name');
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'not-allowed';
  return name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError'
    ? 'audio-capture'
    : 'network';
};

const audioChunk = (base64: string, extra: object = {}) =>
  JSON.stringify({ message_type: 'input_audio_chunk', audio_base_64: base64, sample_rate: speechRate, ...extra });

interface TakeSetup {
  token: () => Promise<string>;
  fallback: SpeechToText;
  openMicrophone: OpenMicrophone;
  makeSocket: (url: string) => SttSocketLike;
  silenceMs: number;
  settleMs: number;
}

/** One take: microphone, token, socket; see createGatewayStt. */
class RealtimeTake implements Listening {
  readonly ended: Promise<ListenEnd>;
  private settle!: (end: ListenEnd) => void;
  private over = false;
  private stopped = false;
  private committed = '';
  private partial = '';
  private readonly pending: string[] = [];
  private mic: Microphone | undefined;
  private socket: SttSocketLike | undefined;
  private handedOver: Listening | undefined;
  private readonly silence: ReturnType<typeof setTimeout>;

  constructor(
    private readonly options: ListenOptions,
    private readonly setup: TakeSetup,
  ) {
    this.ended = new Promise((resolve) => (this.settle = resolve));
    this.silence = setTimeout(() => this.text() || this.endHeard(), setup.silenceMs);
    void this.start();
  }

  readonly stop = (): void => {
    if (this.handedOver) return this.handedOver.stop();
    if (this.stopped || this.over) return;
    this.stopped = true;
    this.release();
    this.send(audioChunk('', { commit: true }));
    setTimeout(() => this.endHeard(), this.setup.settleMs);
  };

  readonly cancel = (): void => {
    this.handedOver?.cancel();
    this.finish({ kind: 'cancelled' });
  };

  private text = () => `${this.committed} ${this.partial}`.trim();

  private async start(): Promise<void> {
    const { openMicrophone, token, fallback } = this.setup;
    try {
      this.mic = await openMicrophone((samples, rate) => this.send(audioChunk(pcm16Base64(samples, rate))));
    } catch (error) {
      return this.finish({ kind: 'failed', error: mediaError(error) });
    }
    if (this.over || this.stopped) return (this.release(), this.endHeard());
    let issued: string;
    try {
      issued = await token();
    } catch {
      if (this.over) return;
      clearTimeout(this.silence);
      this.release();
      this.handedOver = fallback.listen(this.options);
      return void this.handedOver.ended.then((end) => this.finish(end));
    }
    if (!this.over) this.connect(realtimeSttUrl(issued, this.options.lang));
  }

  private connect(url: string): void {
    const socket = this.setup.makeSocket(url);
    this.socket = socket;
    socket.onopen = () => this.pending.splice(0).forEach((message) => socket.send(message));
    socket.onmessage = (event) => this.onMessage(event.data);
    socket.onerror = socket.onclose = () =>
      this.text() ? this.endHeard() : this.finish({ kind: 'failed', error: 'network' });
  }

  private onMessage(data: unknown): void {
    let message: { message_type?: string; text?: string };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return;
    }
    const kind = message.message_type ?? '';
    const committed = kind.startsWith('committed_transcript');
    if (kind === 'partial_transcript') this.partial = message.text ?? '';
    else if (committed) {
      this.committed = `${this.committed} ${message.text ?? ''}`.trim();
      this.partial = '';
    } else if (/error|invalid/.test(kind)) return this.finish({ kind: 'failed', error: 'network' });
    this.options.onInterim(this.text());
    if (committed && this.committed) this.endHeard();
  }

  private send(message: string): void {
    if (this.socket?.readyState === 1) this.socket.send(message);
    else this.pending.push(message);
  }

  private release(): void {
    this.mic?.stop();
    this.mic = undefined;
  }

  private endHeard(): void {
    const text = this.text();
    this.finish(text ? { kind: 'heard', text } : { kind: 'failed', error: 'no-speech' });
  }

  private finish(end: ListenEnd): void {
    if (this.over) return;
    this.over = true;
    clearTimeout(this.silence);
    this.release();
    const socket = this.socket;
    if (socket) socket.onmessage = socket.onerror = socket.onclose = socket.onopen = null;
    socket?.close();
    this.settle(end);
  }
}

/**
 * A SpeechToText through AGORA's gateway: the microphone first (so a refused permission costs no token), then a
 * single-use token, then ElevenLabs' realtime socket, fed what was recorded meanwhile. Partial transcripts are
 * interim results; the first committed transcript (the service heard a pause) ends the take. stop() asks the
 * service to commit and ends with what was heard after `settleMs` at most. No token: the take is `fallback`'s.
 * A refused microphone ends 'not-allowed', a missing one 'audio-capture', a socket or service error 'network'.
 */
export function createGatewayStt(options: GatewaySttOptions): SpeechToText {
  const setup: TakeSetup = {
    token: options.token,
    fallback: options.fallback,
    openMicrophone: options.openMicrophone ?? openBrowserMicrophone,
    makeSocket: options.makeSocket ?? ((url) => new WebSocket(url) as SttSocketLike),
    silenceMs: options.silenceMs ?? 8000,
    settleMs: options.settleMs ?? 2000,
  };
  return { available: true, listen: (listenOptions) => new RealtimeTake(listenOptions, setup) };
}
