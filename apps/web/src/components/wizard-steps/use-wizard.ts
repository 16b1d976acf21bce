import { useCallback, useRef, useState } from 'react';

export interface WizardMove {
  readonly from: number;
  readonly to: number;
}

/** Says whether a move may happen: false (or a promise of false) keeps the current step. */
export type WizardGuard = (move: WizardMove) => boolean | void | Promise<boolean | void>;

export interface WizardOptions {
  readonly count: number;
  readonly initial?: number;
  /** Runs before any move forward (next, last, a later step); a form step validates here. */
  readonly beforeNext?: WizardGuard;
  /** Runs before any move back (previous, first, an earlier step). */
  readonly beforePrevious?: WizardGuard;
}

export interface Wizard {
  readonly count: number;
  readonly current: number;
  /** Steps left forward through their guard. */
  readonly done: ReadonlySet<number>;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  /** A guard is running: the buttons wait for it. */
  readonly busy: boolean;
  readonly next: () => Promise<boolean>;
  readonly previous: () => Promise<boolean>;
  readonly first: () => Promise<boolean>;
  readonly last: () => Promise<boolean>;
  /** To a numbered step (0-based); resolves whether the move happened. */
  readonly goTo: (step: number) => Promise<boolean>;
}

/**
 * The state of wizard steps (spec §4): next, previous, first, last or a numbered step, each move
 * through the before-next or before-previous hook, which may cancel it.
 */
export function useWizard({ count, initial = 0, beforeNext, beforePrevious }: WizardOptions): Wizard {
  const [current, setCurrent] = useState(initial);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  // A second click while a guard runs must not start a second move from a stale step.
  const moving = useRef(false);
  const guards = useRef({ beforeNext, beforePrevious });
  guards.current = { beforeNext, beforePrevious };

  const goTo = useCallback(
    async (target: number): Promise<boolean> => {
      const to = Math.min(Math.max(target, 0), count - 1);
      if (to === current || moving.current) return false;
      const forward = to > current;
      const guard = forward ? guards.current.beforeNext : guards.current.beforePrevious;
      moving.current = true;
      setBusy(true);
      try {
        if ((await guard?.({ from: current, to })) === false) return false;
      } finally {
        moving.current = false;
        setBusy(false);
      }
      if (forward) {
        setDone((previous) => {
          const next = new Set(previous);
          for (let step = current; step < to; step += 1) next.add(step);
          return next;
        });
      }
      setCurrent(to);
      return true;
    },
    [count, current],
  );

  return {
    count,
    current,
    done,
    isFirst: current === 0,
    isLast: current === count - 1,
    busy,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    first: () => goTo(0),
    last: () => goTo(count - 1),
  };
}
