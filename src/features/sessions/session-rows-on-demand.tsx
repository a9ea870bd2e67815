import { onDemand } from '../../components/ui/on-demand';
import type { SessionRowsProps } from './session-rows';

// The rows and their virtual list load once there is a session to show: a new inspector's first visit has none.
const useSessionRows = onDemand(() => import('./session-rows'));

/** The session list's rows, with what goes above and below them; only those while there is no row or no code yet. */
export function SessionRowsOnDemand(props: SessionRowsProps) {
  const sessionRows = useSessionRows(props.rows.length > 0);
  if (props.rows.length > 0 && sessionRows) return sessionRows(props);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      {props.before}
      {props.after}
    </div>
  );
}
