import { useT } from '../../i18n/use-t';
import type { RiskLevel } from '../../protocol/agora-events';

const tone: Record<RiskLevel, string> = {
  low: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  medium: 'border-amber-300 bg-amber-50 text-amber-950',
  high: 'border-orange-400 bg-orange-50 text-orange-950',
  critical: 'border-rose-500 bg-rose-100 text-rose-950',
};

/** The risk as text and colour, never colour alone. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tone[level]}`}
    >
      <span aria-hidden className="h-2 w-2 rounded-full bg-current" />
      {t(`approval.risk.${level}`)}
    </span>
  );
}
