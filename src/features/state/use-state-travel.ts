import { useMemo, useState } from 'react';
import { stateMarks, stateMomentAt, type StateMark, type StateMoment } from '../../model/state-history';
import { useEventLog } from '../../session/react/hooks';

interface Pin {
  moment: StateMoment;
  /** The newest state event when time-travel began: what came after it is counted, not shown. */
  since: number;
}

export interface StateTravel {
  /** State events the log holds, and the position shown (the newest while live). */
  count: number;
  index: number;
  /** The picked moment; undefined while live. */
  pinned?: StateMoment;
  /** The state event at `index`. */
  shown?: StateMark;
  newCount: number;
  pick: (index: number) => void;
  release: () => void;
}

/** Live by default; a picked moment stays shown, whatever arrives, until released. */
export function useStateTravel(): StateTravel {
  const log = useEventLog();
  const marks = useMemo(() => stateMarks(log), [log]);
  const [pin, setPin] = useState<Pin>();
  const count = marks.length;
  const newest = marks[count - 1];
  return {
    count,
    index: pin
      ? Math.max(
          0,
          marks.findIndex((mark) => mark.seq === pin.moment.seq),
        )
      : count - 1,
    pinned: pin?.moment,
    shown: pin?.moment ?? newest,
    newCount: pin ? marks.filter((mark) => mark.seq > pin.since).length : 0,
    pick: (index) => {
      const mark = marks[index];
      const moment = mark && stateMomentAt(log, mark.seq);
      if (moment) setPin((held) => ({ moment, since: held?.since ?? newest?.seq ?? 0 }));
    },
    release: () => setPin(undefined),
  };
}
