import { create } from 'zustand';
import type { GatewayFailure } from '../../speech/gateway-tts-adapter';

interface ServerVoiceStore {
  /** What AGORA's gateway said of its voice: not asked yet, no gateway, a gateway without one, or there. */
  status: 'unknown' | 'off' | 'absent' | 'on';
  /** Why the gateway's voice gave up this time; the browser reads aloud since. */
  failure?: GatewayFailure;
}

/**
 * The gateway's voice as the read-aloud settings show it (its controls: `AppController.serverVoice`). Global
 * because the speech player, made at boot outside React, learns it and writes it.
 */
export const useServerVoice = create<ServerVoiceStore>()(() => ({ status: 'unknown' }));
