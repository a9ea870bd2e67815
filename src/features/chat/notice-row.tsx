import { memo } from 'react';
import { useT } from '../../i18n/use-t';
import { useNotice } from '../../session/react/hooks';

/** An error where it happened in the conversation, with its code and details on demand. */
export const NoticeRow = memo(function NoticeRow({ id }: { id: string }) {
  const notice = useNotice(id);
  const t = useT();
  if (!notice) return null;
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
      <p className="font-semibold">
        {t(`notice.${notice.kind}`)}
        {notice.code && <code className="ml-2 text-xs font-normal">{notice.code}</code>}
      </p>
      <p className="mt-1">{notice.message}</p>
      {notice.details !== undefined && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs">{t('notice.details')}</summary>
          <pre className="mt-1 overflow-auto text-xs whitespace-pre-wrap">
            {JSON.stringify(notice.details, null, 2)}
          </pre>
        </details>
      )}
    </div>
  );
});
