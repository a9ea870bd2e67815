import { addTexts } from './catalog';
import { nlApi } from './nl-api';
import { useT } from './use-t';

// Only screens loaded on use show a failed call: the texts join with them, not with the first paint.
addTexts({ nl: nlApi });

/** What went wrong with a REST call: its kind and HTTP status (the technical cause goes to the event log). */
interface ErrorLike {
  kind?: string;
  status?: number;
}

/**
 * A failed REST call as the inspector reads it, always from the catalog in their language. The server's
 * detail and the browser's message are technical (and often English): they go to the event inspector.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  return (error) => {
    const { kind, status } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
    if (kind === 'network') return t('api.network');
    if (kind === 'timeout') return t('api.timeout');
    if (kind === 'cut') return t('api.cut');
    if (kind === 'redirect') return t('api.redirect');
    if (kind === 'http' && status === 401) return t('api.unauthorized');
    if (kind === 'http' && status === 404) return t('api.notFound');
    if (kind === 'http' && status === 405) return t('api.notAllowed');
    if (kind === 'http' && status !== undefined && status >= 500) return t('api.server', { status: String(status) });
    if (kind === 'http') return t('api.http', { status: String(status ?? '?') });
    return t('api.invalid');
  };
}
