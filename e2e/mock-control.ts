import type { APIRequestContext } from '@playwright/test';
import { ports } from './ports';

/** This worker's mock server (e2e/ports.ts): contract v2.5.1, the preview's config.js points at it. */
export const mockHost = `127.0.0.1:${ports.mock}`;
/** The second mock server, speaking contract v2.4.1 (`--contract 2.4.1`). */
export const olderMockHost = `127.0.0.1:${ports.olderMock}`;
/** AGORA's older mock: `GET /` answers, but no `/agents`, no preferences, no rename (`--without …`). */
export const olderAgoraMockHost = `127.0.0.1:${ports.olderAgoraMock}`;
/** AGORA's gateway in front of three mock backends, no key (`--gateway --tts`). */
export const gatewayMockHost = `127.0.0.1:${ports.gatewayMock}`;
/** AGORA's gateway that wants a key (`--api-key`). */
export const keyMockHost = `127.0.0.1:${ports.keyMock}`;
/** The built app and AGORA's gateway on one origin. */
export const sameOrigin = `http://127.0.0.1:${ports.sameOrigin}`;
/** The same with REQUIRE_AUTH: the deployment as AGORA runs it. */
export const sameOriginKeyed = `http://127.0.0.1:${ports.sameOriginKeyed}`;
export const gatewayKey = 'e2e-gateway-key-7f3a';

/** App URL parameters that point the e2e build at another mock server. */
export const serverAt = (host: string, extra = '') =>
  `?api=${encodeURIComponent(`http://${host}`)}&ws=${encodeURIComponent(`ws://${host}/ws`)}${extra}`;

/** A WebSocket URL for the app with per-connection faults of the mock server (mock-server/README.md). */
export const faultySocket = (query: string) => encodeURIComponent(`ws://${mockHost}/ws?${query}`);

/** Process-wide faults of the mock server: REST failures and a real restart (needs --test-hooks). */
export async function setServerFaults(request: APIRequestContext, body: object, host = mockHost) {
  const response = await request.post(`http://${host}/__test__/faults`, { data: body });
  if (!response.ok()) throw new Error(`fault control answered ${response.status()}: ${await response.text()}`);
}

export async function receivedFrames(
  request: APIRequestContext,
): Promise<{ connectionId: string; data: Record<string, unknown> }[]> {
  const body = (await (await request.get(`http://${mockHost}/__test__/received-frames`)).json()) as {
    frames: { connectionId: string; data: Record<string, unknown> }[];
  };
  return body.frames;
}

/** What the mock server was asked on a thread, run by run: each run's message (approvals are not runs). */
export async function askedOn(request: APIRequestContext, threadId: string): Promise<string[]> {
  return (await receivedFrames(request))
    .map((frame) => frame.data)
    .filter((data) => data.threadId === threadId && Array.isArray(data.messages))
    .map((data) => (data.messages as { content: string }[])[0]!.content);
}
