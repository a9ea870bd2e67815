export type KeyCheck = 'accepted' | 'refused' | 'unreachable';

/**
 * Tries a key on the gateway's root before using it: AGORA's gateway answers 401 to every route but its health
 * and backends list when the key is wrong; any other answer means it let the key through.
 */
export async function checkApiKey(
  gatewayUrl: string,
  key: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<KeyCheck> {
  try {
    const response = await fetchImpl(`${gatewayUrl.replace(/\/+$/, '')}/`, {
      headers: { Accept: 'application/json', 'X-API-Key': key },
      signal: AbortSignal.timeout(10_000),
    });
    return response.status === 401 ? 'refused' : 'accepted';
  } catch {
    return 'unreachable';
  }
}
