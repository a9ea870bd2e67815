import { useState } from 'react';
import { Banner } from '../../components/ui/banner';
import { useServerErrorText, useT } from '../../i18n/use-t';
import { useLatestAgoraError } from '../../session/react/hooks';

/** The newest AGORA error (e.g. a moderation refusal) as a banner above the conversation until dismissed. */
export function ErrorBanner() {
  const t = useT();
  const serverError = useServerErrorText();
  const notice = useLatestAgoraError();
  const [dismissed, setDismissed] = useState<string>();
  if (!notice || notice.id === dismissed) return null;
  return (
    <Banner tone="error" action={{ label: t('notice.dismiss'), onClick: () => setDismissed(notice.id) }}>
      <p>
        <span className="font-semibold">{t('notice.agora_error')}: </span>
        {serverError(notice.code)}
        {notice.code && <code className="ml-2 text-xs">{notice.code}</code>}
      </p>
    </Banner>
  );
}
