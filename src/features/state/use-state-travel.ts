import { useState } from 'react';
import { listGet, listSize } from '../../lib/persistent/persistent-list';
import { momentIndex, type StateMoment } from '../../model/state-history';
import { useStateHistory } from '../../session/hooks';

interface Pin {
  moment: StateMoment;
  /** The history's total when time-travel began: what came after it is counted, not shown. */
  since: number;
}

export interface StateTravel {
  /** Moments in the history, and the position shown (the newest while live). */
  count: number;
  index: number;
  /** The picked moment; undefined while live. */
  pinned?: StateMoment;
  /** The moment at `index`. */
  shown?: StateMoment;
  newCount: number;
  pick: (index: number) => void;
  release: () => void;
}

/** Live by default; a picked moment stays shown, whatever arrives, until released. */
export function useStateTravel(): StateTravel {
  const history = useStateHistory();
  const [pin, setPin] = useState<Pin>();
  const count = listSize(history.moments);
  return {
    count,
    index: pin ? Math.max(0, momentIndex(history, pin.moment.seq)) : count - 1,
    pinned: pin?.moment,
    shown: pin?.moment ?? listGet(history.moments, count - 1),
    newCount: pin ? history.total - pin.since : 0,
    pick: (index) => {
      const moment = listGet(history.moments, index);
      if (moment) setPin((held) => ({ moment, since: held?.since ?? history.total }));
    },
    release: () => setPin(undefined),
  };
}
