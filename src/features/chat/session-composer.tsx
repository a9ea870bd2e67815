import { useReplayProgress } from '../../session/react/hooks';
import { Composer } from './composer';

/** The message box of a running conversation: read-only while a recorded log plays. */
export function SessionComposer() {
  const replaying = useReplayProgress() !== undefined;
  return <Composer replaying={replaying} />;
}
