import type { TransportKind } from '../transport/transport';

/** What a server is checked as: its transport, and which REST routes it should have. */
export interface Profile {
  transport: TransportKind;
  /** The sessions list and history (`GET /sessions`, `/sessions/{id}/history`). */
  rest: boolean;
  /** Contract v2.5.1's users and preferences. */
  users: boolean;
  /** Behind AGORA's gateway: the key goes as `X-API-Key` and as the socket's `token`. */
  gateway: boolean;
}

export const profiles = {
  'agora-2.4.1': { transport: 'agora-ws', rest: true, users: false, gateway: false },
  'agora-2.5.1': { transport: 'agora-ws', rest: true, users: true, gateway: false },
  'hai-1.1': { transport: 'hai-v1', rest: false, users: false, gateway: false },
  'agui-sse': { transport: 'agui-sse', rest: false, users: false, gateway: false },
  'agora-gateway': { transport: 'agora-ws', rest: true, users: true, gateway: true },
} as const satisfies Record<string, Profile>;

export type ProfileName = keyof typeof profiles;

export const isProfileName = (name: string): name is ProfileName => Object.hasOwn(profiles, name);

/**
 * The REST base URL for a socket or agent URL, as the app derives it when none is configured: the same host over
 * HTTP, without the socket's or agent's path (`ws://h:8000/ws` → `http://h:8000`).
 */
export function restBaseOf(url: string): string {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'wss:' ? 'https:' : parsed.protocol === 'ws:' ? 'http:' : parsed.protocol;
  const path = parsed.pathname.replace(/\/(v1\/)?ws$|\/agui(\/[\w-]+)?$/, '').replace(/\/$/, '');
  return `${protocol}//${parsed.host}${path}`;
}

/** A URL as the report may show it: no query (a `token` there is the gateway's key), no credentials. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}
