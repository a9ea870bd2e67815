import { useT } from '../../../i18n/use-t';
import { isProblem, type Annotation } from '../../../model/protocol-rules';

/** The rules a frame broke: a mark, the rule's name, its id (to search and to quote) and why. */
export function EntryAnnotations({ annotations }: { annotations: readonly Annotation[] }) {
  const t = useT();
  return (
    <ul className="pl-2 text-xs">
      {annotations.map(({ rule, subject, detail }) => {
        const problem = isProblem({ rule });
        return (
          <li key={rule} className={problem ? 'text-amber-900' : 'text-slate-700'}>
            <span aria-hidden>{problem ? '⚠ ' : 'ℹ '}</span>
            <strong className="font-semibold">{t(`rule.${rule}`)}</strong>{' '}
            <code className="text-slate-600">{rule}</code>
            {' — '}
            {t(`why.${rule}`, { id: subject ?? '?', detail: detail ?? '?' })}
          </li>
        );
      })}
    </ul>
  );
}
