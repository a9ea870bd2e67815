import { memo } from 'react';
import { useServerErrorText, useT } from '../../i18n/use-t';
import { useNotice } from '../../session/react/hooks';

/** An error where it happened in the conversation, with its code and details on demand. */
export const NoticeRow = memo(function NoticeRow({ id }: { id: string }) {
  const notice = useNotice(id);
  const t = useT();
  const serverError = useServerErrorText();
  if (!notice) return null;
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <p className="font-semibold">
        {t(`notice.${notice.kind}`)}
        {notice.code && <code className="ml-2 text-xs font-normal">{notice.code}</code>}
      </p>
      <p className="mt-1">{serverError(notice.code)}</p>
      {(notice.message || notice.details !== undefined) && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs">{t('notice.details')}</summary>
          {/* The server's own words, apart from the sentence above: technical, and often in English. */}
          {notice.message && (
            <p className="mt-1 text-xs">
              {t('notice.serverMessage')}: <q>{notice.message}</q>
            </p>
          )}
          {notice.details !== undefined && (
            <pre className="mt-1 overflow-auto text-xs whitespace-pre-wrap">
              {JSON.stringify(notice.details, null, 2)}
            </pre>
          )}
        </details>
      )}
    </div>
  );
});
