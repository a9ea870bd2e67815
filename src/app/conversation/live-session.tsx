import { useEffect } from 'react';
import { restFailures } from '../../api/rest-failures';
import { ApprovalSlot } from '../../features/approval/approval-slot';
import { ChatPanel } from '../../features/chat/chat-panel';
import { registerConversationTexts } from '../../i18n/conversation-texts';
import { registerDebugTexts } from '../../i18n/debug-texts';
import { trustReportOrigins } from '../../model/report-origins';
import { SessionProvider } from '../../session/react/session-provider';
import type { SpeechQueue } from '../../speech/speech-queue';
import type { EarlySockets } from '../../transport/early-socket';
import { pageSockets } from '../../transport/page-socket';
import { carriesApprovals } from '../../transport/transport';
import { workerSockets } from '../../transport/worker-socket';
import { useAppController } from '../../ui-state/app-controller';
import { transportUrl, type AppConfig } from '../boot/config';
import { gatewayAccess } from '../boot/gateway-access';
import type { ThreadState, ThreadStore } from '../boot/thread-store';
import { ReplayBanner } from '../layout/replay-banner';
import { Workspace } from '../layout/workspace';
import { wireSpeechWhenReady } from '../voice/speech-wiring';
import { OpenElsewhere } from './open-elsewhere';
import { useSessionWiring } from './use-session-wiring';
import { useThreadOwnership } from './use-thread-ownership';
import { useTransport } from './use-transport';

registerConversationTexts();
registerDebugTexts();

interface LiveSessionProps {
  config: AppConfig;
  userId: string;
  thread: ThreadState;
  threads: ThreadStore;
  speech: Promise<SpeechQueue>;
  earlySocket?: EarlySockets;
}

/**
 * The open conversation: its session engine (socket, validation, reducer) and the chat; loaded in its own chunk.
 * Only the tab that owns the thread runs it; another tab with the same thread says so and can take it over.
 */
export default function LiveSession(props: LiveSessionProps) {
  const { ownership, regained, takeOver } = useThreadOwnership(props.thread.threadId, !props.thread.replay);
  const { earlySocket } = props;
  // Another tab has the conversation: the connection opened at page load is not this tab's to keep.
  useEffect(() => {
    if (ownership === 'elsewhere') earlySocket?.release();
  }, [ownership, earlySocket]);
  if (ownership === 'elsewhere') return <OpenElsewhere onTakeOver={takeOver} />;
  if (ownership === 'pending') return null;
  return <OwnedSession {...props} regained={regained} />;
}

/** The conversation this tab owns: the only one writing to its transport and outbox. Approvals only where the transport carries them. */
function OwnedSession(props: LiveSessionProps & { regained: boolean }) {
  const { config, userId, thread, threads, speech, regained, earlySocket } = props;
  // Reports may be downloaded from this page's origin, the API's and the operator's list (config.js).
  trustReportOrigins([window.location.href, config.apiUrl, ...(config.reportOrigins ?? [])]);
  const { watchUse, ...wiring } = useSessionWiring(thread, threads, regained);
  const transport = useTransport(config.transport);
  const { sender, conversation } = useAppController();
  if (!transport.ready) return null;
  return (
    <SessionProvider
      sender={sender}
      key={`${userId}:${thread.threadId}`}
      threadId={thread.threadId}
      userId={userId}
      transportUrl={transportUrl(config)}
      transport={config.transport}
      createTransport={transport.create}
      stallAfterMs={config.stallAfterMs}
      answerWithinMs={config.answerWithinMs}
      createSocket={config.socketOnMainThread ? pageSockets() : workerSockets(earlySocket?.take)}
      {...wiring}
      {...gatewayAccess}
      attach={(session) => {
        const stops = [
          wireSpeechWhenReady(session.store, speech),
          watchUse(session.store),
          conversation.attach(session),
        ];
        return () => stops.forEach((stop) => stop());
      }}
      watchRestFailures={restFailures.subscribe}
      replay={thread.replay && { frames: thread.replay.frames, speed: thread.replay.speed }}
    >
      <ReplayBanner onStop={threads.stopReplay} />
      {carriesApprovals(config.transport) && <ApprovalSlot />}
      <Workspace onReplay={threads.startReplay}>{(toggle) => <ChatPanel statusAction={toggle} />}</Workspace>
    </SessionProvider>
  );
}
