import { useEffect } from 'react';
import { useRun } from '../session/react/hooks';
import { useRunActivity } from '../ui-state/run-activity';

/** Tells what lives outside the session (the update prompt) whether an answer is running. */
export function RunActivityMirror() {
  const running = useRun().status === 'running';
  useEffect(() => {
    useRunActivity.setState({ running });
    return () => useRunActivity.setState({ running: false });
  }, [running]);
  return null;
}
