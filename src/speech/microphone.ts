/** The microphone while it records; stop() ends the recording and lets the device go. */
export interface Microphone {
  stop(): void;
}

/** Records mono samples, handing each block (with its sample rate) to `onSamples`; rejects as getUserMedia does. */
export type OpenMicrophone = (onSamples: (samples: Float32Array, sampleRate: number) => void) => Promise<Microphone>;

/** The rate the realtime recognizer is sent: the browser records at it where it can, else we resample. */
export const speechRate = 16_000;

/**
 * `samples` (floats in [-1, 1] at `fromRate`) as 16-bit little-endian PCM at `speechRate`, base64-encoded.
 * Resampling is linear: enough for speech, and far cheaper than a filter.
 */
export function pcm16Base64(samples: Float32Array, fromRate: number): string {
  const ratio = fromRate / speechRate;
  const length = Math.floor(samples.length / ratio);
  const bytes = new Uint8Array(length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < length; index++) {
    const at = index * ratio;
    const before = Math.floor(at);
    const after = Math.min(before + 1, samples.length - 1);
    const value = samples[before]! + (samples[after]! - samples[before]!) * (at - before);
    const clamped = Math.max(-1, Math.min(1, value));
    view.setInt16(index * 2, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
  }
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** An AudioContext at the speech rate where the browser can take the microphone into one (Firefox cannot). */
function contextFor(stream: MediaStream): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  try {
    const context = new AudioContext({ sampleRate: speechRate });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch {
      void context.close();
    }
  } catch {
    // No context at that rate: the device's own below.
  }
  const context = new AudioContext();
  return { context, source: context.createMediaStreamSource(stream) };
}

/** The browser's microphone through a ScriptProcessor (an AudioWorklet would need a module script the CSP forbids). */
export const openBrowserMicrophone: OpenMicrophone = async (onSamples) => {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  const { context, source } = contextFor(stream);
  const processor = context.createScriptProcessor(4096, 1, 1);
  processor.onaudioprocess = (event) =>
    onSamples(new Float32Array(event.inputBuffer.getChannelData(0)), context.sampleRate);
  source.connect(processor);
  processor.connect(context.destination);
  return {
    stop() {
      processor.onaudioprocess = null;
      processor.disconnect();
      source.disconnect();
      stream.getTracks().forEach((track) => track.stop());
      void context.close();
    },
  };
};
