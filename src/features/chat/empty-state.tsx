import { useT } from '../../i18n/use-t';
import { useSessionActions } from '../../session/react/hooks';
import { suggestionKeys } from './suggestions';

export function EmptyState() {
  const t = useT();
  const { sendMessage } = useSessionActions();
  return (
    <div className="mx-auto mt-8 max-w-2xl text-center">
      <h2 className="text-2xl font-semibold text-slate-900">{t('chat.empty.title')}</h2>
      <p className="mt-2 text-slate-600">{t('chat.empty.body')}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {suggestionKeys.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => sendMessage(t(key))}
              className="h-full w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-800 shadow-sm transition hover:border-teal-500 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
