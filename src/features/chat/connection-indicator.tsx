import { useCallback, useSyncExternalStore } from 'react';
import type { Api } from '../../api/api-context';
import { requestApiKey } from '../../api/api-key';
import { backendNames, useGatewayBackend, useOptionalApi } from '../../api/use-gateway-backend';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import {
  useConnection,
  useQueuedCount,
  useReconnectAt,
  useSessionActions,
  useTransportKind,
} from '../../session/react/hooks';

const tone = {
  open: 'bg-emerald-500',
  connecting: 'bg-amber-400',
  reconnecting: 'bg-amber-400',
  offline: 'bg-rose-500',
  closed: 'bg-slate-400',
  unauthorized: 'bg-rose-500',
} as const;

const tickMs = 250;

/** The gateway backend in use, by its product name; nothing when the server is no gateway. */
function BackendName({ api }: { api: Api }) {
  const backend = useGatewayBackend(api);
  return backend ? <> · {backendNames[backend] ?? backend}</> : null;
}

/** Seconds until `at`, read from the clock at every render (never a time kept from before `at` was set). */
function useSecondsUntil(at: number | undefined): number | undefined {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (at === undefined) return () => undefined;
      const timer = setInterval(notify, tickMs);
      return () => clearInterval(timer);
    },
    [at],
  );
  const now = useSyncExternalStore(subscribe, () => (at === undefined ? 0 : Math.floor(Date.now() / tickMs) * tickMs));
  return at === undefined ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The connection as state (not as a run error), named by its transport: progress of reconnecting, what waits, and a way to retry now. */
export function ConnectionIndicator() {
  const t = useT();
  const connection = useConnection();
  const seconds = useSecondsUntil(useReconnectAt());
  const queued = useQueuedCount();
  const { reconnect } = useSessionActions();
  const transport = useTransportKind();
  const api = useOptionalApi();
  const label =
    connection === 'reconnecting' && seconds
      ? t('connection.reconnectingIn', { seconds })
      : t(`connection.${connection}`);
  return (
    <p className="ml-auto flex items-center gap-2">
      <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${tone[connection]}`} />
      <span>{label}</span>
      <span className="text-slate-500">
        · {t(`transport.${transport}`)}
        {api && <BackendName api={api} />}
      </span>
      {queued > 0 && (
        <span className="rounded bg-amber-200 px-1.5 text-amber-950">{t('connection.queued', { count: queued })}</span>
      )}
      {connection === 'unauthorized' ? (
        <Button size="sm" onClick={() => requestApiKey(true)}>
          {t('connection.enterKey')}
        </Button>
      ) : (
        connection !== 'open' &&
        connection !== 'connecting' && (
          <Button size="sm" onClick={reconnect}>
            {t('connection.reconnect')}
          </Button>
        )
      )}
    </p>
  );
}
