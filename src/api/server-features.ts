import { ApiError, isNotFound } from './http';
import type { RestApi } from './rest-api';

/** What a server has, route by route: a server answering `GET /` may still lack any of these. */
export interface ServerCapabilities {
  users: boolean;
  /** `GET` and `PUT /users/me/preferences`. */
  preferences: boolean;
  agents: boolean;
  /** `PUT /sessions/{id}`. */
  rename: boolean;
}
export type Capability = keyof ServerCapabilities;

/**
 * What the server speaks: v2.5 has `GET /` (a v2.4.1 server answers it 404). Its version string is the
 * server's own, not the contract's, so only the route counts; what it has beyond that is in `can`.
 */
export interface ServerFeatures {
  contract: '2.4.1' | '2.5';
  /** The server's name and version, when it says. */
  service?: string;
  version?: string;
  /** What `GET /health` says (`healthy`, `ok`, …), or undefined when it has none. */
  health?: string;
  can: ServerCapabilities;
}

const all: ServerCapabilities = { users: true, preferences: true, agents: true, rename: true };
/** A v2.4.1 server, or one not known yet. */
export const noCapabilities: ServerCapabilities = { users: false, preferences: false, agents: false, rename: false };

/**
 * AGORA's own mock lists its routes in `GET /` (AGORA's servers do not: then everything is assumed and a
 * 404 or 405 on use turns that one off). Its older version, listing no `agents`, had neither preferences
 * to read nor a rename: its HTTP took GET only. So nothing it lacks is ever asked for.
 */
function capabilitiesOf(endpoints: Record<string, unknown> | null | undefined): ServerCapabilities {
  if (!endpoints) return all;
  const listed = (name: string) => typeof endpoints[name] === 'string';
  const agents = listed('agents');
  return {
    users: listed('users'),
    agents,
    preferences: agents || listed('preferences'),
    rename: agents || listed('rename'),
  };
}

/** The route is not there (404) or does not take this method (405): that feature is off, not failing. */
export const isMissingRoute = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 405);

/** An answer that is no JSON at all: an HTML page where the API's root was asked for. */
const isPage = (error: unknown) => error instanceof ApiError && error.kind === 'invalid';

export async function detectServer(rest: RestApi, signal: AbortSignal): Promise<ServerFeatures> {
  // `GET /health` says how the server is, and may name a server that `GET /` does not; a page there never names it.
  const asked = rest.health(signal).then(
    (answer) => ({ health: answer.status ?? 'ok', service: answer.service ?? undefined }),
    () => ({ health: undefined, service: undefined }),
  );
  try {
    const info = await rest.serverInfo(signal);
    const { health, service } = await asked;
    const version = info.contractVersion ?? info.version ?? undefined;
    return { contract: '2.5', service: info.service ?? service, version, health, can: capabilitiesOf(info.endpoints) };
  } catch (error) {
    if (isNotFound(error)) return { contract: '2.4.1', ...(await asked), can: noCapabilities };
    if (!isPage(error)) throw error;
  }
  // Behind AGORA's nginx `/` is this app's page, not the API's: a v2.5 server still answers `/agents`.
  try {
    await rest.agents(signal);
    return { contract: '2.5', ...(await asked), can: all };
  } catch (error) {
    if (isNotFound(error)) return { contract: '2.4.1', ...(await asked), can: noCapabilities };
    throw error;
  }
}
