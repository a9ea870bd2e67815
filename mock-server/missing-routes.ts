/**
 * Routes a server that answers `GET /` may still lack, as AGORA's own older mock did (its HTTP went through
 * the websockets library, which takes GET only): no `GET /agents`, no `GET /users/me/preferences`, no `PUT`
 * to rename a session. `--without agents,preferences,rename` leaves them out.
 */
const missingRouteNames = ['agents', 'preferences', 'rename'] as const;
export type MissingRoute = (typeof missingRouteNames)[number];

export function parseWithout(raw: string | undefined): MissingRoute[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!missingRouteNames.includes(name as MissingRoute))
      throw new Error(`Invalid --without '${name}': use ${missingRouteNames.join(', ')} (comma-separated).`);
  return [...new Set(names as MissingRoute[])];
}

/**
 * `GET /` as AGORA's older mock answers it: its own name and version and the routes it has, no contract
 * version. The routes listed are the ones it serves (agents only when it has them).
 */
export function olderAbout(without: ReadonlySet<MissingRoute>) {
  return {
    service: 'AGORA Mock Server',
    version: '2.4.0',
    protocol: 'AG-UI Protocol v2.4.0',
    endpoints: {
      websocket: '/ws',
      sessions: '/sessions?user_id={user_id}',
      history: '/sessions/{id}/history?include_tools=true',
      users: '/users',
      currentUser: '/users/me',
      ...(without.has('agents') ? {} : { agents: '/agents' }),
    },
  };
}
