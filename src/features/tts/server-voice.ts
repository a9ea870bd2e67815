import { apiKeyHeaders, keyedInit } from '../../api/api-key';
import { fieldOf, stringField } from '../../lib/record';
import { createGatewayTtsAdapter, type GatewayFailure } from '../../speech/gateway-tts-adapter';
import type { TtsAdapter } from '../../speech/tts-adapter';

export interface ServerVoiceConfig {
  enabled: boolean;
  voiceId?: string;
  /** AGORA's gateway answered: without `enabled` it has no voice (ElevenLabs not set up there). */
  gateway?: boolean;
}

/** `<apiUrl>/gateway/elevenlabs/<path>`. */
export const gatewayVoiceUrl = (apiUrl: string, path: 'config' | 'tts' | 'token') =>
  `${apiUrl.replace(/\/+$/, '')}/gateway/elevenlabs/${path}`;

/** The gateway's `GET …/config`; anything but a 2xx saying `enabled: true` means no server voice. */
export async function readServerVoice(apiUrl: string, fetchFn: typeof fetch = fetch): Promise<ServerVoiceConfig> {
  const url = gatewayVoiceUrl(apiUrl, 'config');
  const response = await fetchFn(url, keyedInit(url));
  if (!response.ok) return { enabled: false };
  const body: unknown = await response.json();
  const enabled = fieldOf(body, 'enabled');
  return {
    enabled: enabled === true,
    voiceId: stringField(body, 'voiceId') || undefined,
    gateway: typeof enabled === 'boolean',
  };
}

/** The gateway reading aloud, the browser's engine taking over from its first failure. */
export const createServerTts = (
  apiUrl: string,
  config: ServerVoiceConfig,
  fallback: TtsAdapter,
  onFailure: (failure: GatewayFailure) => void,
): TtsAdapter =>
  createGatewayTtsAdapter({
    url: gatewayVoiceUrl(apiUrl, 'tts'),
    voiceId: config.voiceId,
    headers: () => apiKeyHeaders(gatewayVoiceUrl(apiUrl, 'tts')),
    fallback,
    onFailure,
  });

/** A single-use token for ElevenLabs' realtime speech-to-text, from the gateway's `POST …/token`. */
export async function fetchSttToken(apiUrl: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const url = gatewayVoiceUrl(apiUrl, 'token');
  const response = await fetchFn(url, { method: 'POST', ...keyedInit(url) });
  if (!response.ok) throw new Error(`token: HTTP ${response.status}`);
  const token = stringField(await response.json(), 'token');
  if (!token) throw new Error('token: none in the answer');
  return token;
}
