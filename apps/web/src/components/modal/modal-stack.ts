import { useEffect, useId, useSyncExternalStore } from 'react';

/** Spec §9: modal stacking z-index starts at 1040 and grows 10 per open modal. */
export const MODAL_BASE_Z_INDEX = 1040;
export const MODAL_Z_INDEX_STEP = 10;

// The open modals in the order they opened: a modal opened over another stacks above it.
let openModals: readonly string[] = [];
const listeners = new Set<() => void>();

function setOpenModals(next: readonly string[]): void {
  openModals = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The z-index of a modal: 1040 for the first one open, 10 more for each opened over it. */
export function useModalZIndex(open: boolean): number {
  const id = useId();
  useEffect(() => {
    if (!open) return;
    setOpenModals([...openModals, id]);
    return () => setOpenModals(openModals.filter((other) => other !== id));
  }, [open, id]);
  const position = useSyncExternalStore(subscribe, () => openModals.indexOf(id));
  // Before its effect has run, a modal that is opening takes the next place.
  return MODAL_BASE_Z_INDEX + MODAL_Z_INDEX_STEP * (position === -1 ? openModals.length : position);
}
