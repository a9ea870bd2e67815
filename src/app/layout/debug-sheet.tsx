import { Sheet } from '../../components/ui/sheet';
import { useT } from '../../i18n/use-t';
import type { ReplayFrame } from '../../session/replay-player';
import { SidePanels } from './side-panels';

interface DebugSheetProps {
  open: boolean;
  onClose: () => void;
  onReplay: (frames: ReplayFrame[], speed: number) => void;
}

/** The debug panels on a phone or tablet portrait: the whole screen, with their tabs, over the chat. */
export function DebugSheet({ open, onClose, onReplay }: DebugSheetProps) {
  const t = useT();
  return (
    <Sheet open={open} onClose={onClose} title={t('panels.label')} closeLabel={t('layout.close')} side="full">
      <SidePanels
        heading={false}
        onReplay={(frames, speed) => {
          onClose();
          onReplay(frames, speed);
        }}
      />
    </Sheet>
  );
}
