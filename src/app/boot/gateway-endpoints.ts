import type { AppConfig } from './config';

/** The configuration with REST and socket pointed at one backend behind AGORA's gateway (`/api/{backend}/…`). */
export function forBackend(config: AppConfig, backend: string | undefined): AppConfig {
  if (!backend) return config;
  const prefix = `/api/${encodeURIComponent(backend)}`;
  const root = config.apiUrl.replace(/\/+$/, '');
  return {
    ...config,
    backend,
    gatewayUrl: config.apiUrl,
    apiUrl: `${root}${prefix}`,
    wsUrl: config.wsUrl.replace(/\/ws(?=$|[?#])/, `${prefix}/ws`),
  };
}

/** Storage names of what belongs to one backend (its threads, its cached sessions), so backends stay apart. */
export const scopedKey = (key: string, backend: string | undefined): string => (backend ? `${key}@${backend}` : key);
