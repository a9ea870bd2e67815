import { Banner } from '../../components/ui/banner';
import { useT, useTimeFormat } from '../../i18n/use-t';
import { useSessionActions, useStalledSince } from '../../session/react/hooks';

/** A run that went quiet: say since when, and offer a fresh connection (what was in flight is sent again). */
export function StallNotice() {
  const t = useT();
  const time = useTimeFormat();
  const since = useStalledSince();
  const { restartConnection } = useSessionActions();
  if (since === undefined) return null;
  return (
    <Banner tone="warning" placement="bottom" action={{ label: t('stall.restart'), onClick: restartConnection }}>
      <p>{t('stall.message', { time: time(since) })}</p>
    </Banner>
  );
}
