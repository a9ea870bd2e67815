import { useT } from './use-t';

/** A failed REST call as the inspector reads it: the kind in their language, the server's own detail kept. */
export function useErrorText(): (error: { message: string; kind?: string; status?: number }) => string {
  const t = useT();
  return ({ message, kind, status }) => {
    if (kind === 'network') return t('api.network');
    if (kind === 'timeout') return t('api.timeout');
    if (kind === 'invalid') return t('api.invalid');
    if (kind === 'http' && status === 401) return t('api.unauthorized');
    if (kind === 'http') return t('api.http', { status: String(status ?? '?'), detail: message });
    return message;
  };
}
