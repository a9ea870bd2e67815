import { addTexts } from '../../i18n/catalog';
import { enStateCard } from '../../i18n/en-state-card';
import { nlStateCard } from '../../i18n/nl-state-card';
import { useT } from '../../i18n/use-t';
import { useStateChangeCard } from '../../session/react/hooks';

// These texts come with the card's chunk, the only place that shows them.
addTexts({ nl: nlStateCard, en: enStateCard });

const tone = { added: 'text-emerald-800', changed: 'text-sky-800', removed: 'text-slate-600 line-through' } as const;

/**
 * What a run that said nothing changed in the shared state (steps with their status, a recipe's fields),
 * where it happened in the conversation. Values are the agent's, shown as plain text.
 */
export default function StateChangeRow({ id }: { id: string }) {
  const card = useStateChangeCard(id);
  const t = useT();
  if (!card) return null;
  return (
    <section
      aria-label={t('stateCard.title')}
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-900"
    >
      <h3 className="font-semibold">{t('stateCard.title')}</h3>
      <ul className="mt-1 space-y-0.5">
        {card.entries.map((entry, index) => (
          <li key={`${index}:${entry.path.join(' › ')}`} className="break-words">
            <span className="text-slate-600">{entry.path.join(' › ')}</span>
            {entry.value !== undefined && <span className={tone[entry.change]}>: {entry.value}</span>}{' '}
            <span className="text-xs text-slate-600">({t(`stateCard.${entry.change}`)})</span>
          </li>
        ))}
      </ul>
      {card.more > 0 && <p className="mt-1 text-xs text-slate-600">{t('stateCard.more', { count: card.more })}</p>}
    </section>
  );
}
