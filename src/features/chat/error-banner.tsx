import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useLatestAgoraError } from '../../session/hooks';

/** The newest AGORA error (e.g. a moderation refusal) as a banner above the conversation until dismissed. */
export function ErrorBanner() {
  const t = useT();
  const notice = useLatestAgoraError();
  const [dismissed, setDismissed] = useState<string>();
  if (!notice || notice.id === dismissed) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 border-b border-rose-300 bg-rose-50 px-4 py-2 text-sm text-rose-950 sm:px-8"
    >
      <p>
        <span className="font-semibold">{t('notice.agora_error')}: </span>
        {notice.message}
        {notice.code && <code className="ml-2 text-xs">{notice.code}</code>}
      </p>
      <button
        type="button"
        onClick={() => setDismissed(notice.id)}
        className="ml-auto shrink-0 rounded-md border border-rose-300 bg-white px-2 py-0.5 font-medium"
      >
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
