import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFeedback } from './feedback/notices.tsx';

/**
 * While `active`, leaving the page asks confirmLeavePageMsg (in-app navigation) or the browser's
 * own prompt (closing or reloading the tab). The router allows one blocker, so only the scope
 * below calls this.
 */
function useUnsavedChangesGuard(active: boolean): void {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('confirmation'),
      content: t('confirmLeavePageMsg'),
      okText: t('leavePage'),
      cancelText: t('stayOnPage'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

type Report = (report: { readonly id: string; readonly dirty: boolean }) => void;
const DirtyContext = createContext<Report | null>(null);

/**
 * The forms below that have unsaved changes, each report passed on to the enclosing scope too:
 * a modal asks before closing over its own forms while the page still guards leaving.
 */
function useDirtyForms(): { readonly dirty: boolean; readonly report: Report } {
  const outer = useContext(DirtyContext);
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>(
    ({ id, dirty }) => {
      outer?.({ id, dirty });
      setDirtyForms((current) => {
        if (current.has(id) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    [outer],
  );
  return { dirty: dirtyForms.size > 0, report };
}

/** One guard for every form inside: any form with unsaved changes makes leaving ask first. */
export function UnsavedChangesScope({ children }: { readonly children: ReactNode }) {
  const { dirty, report } = useDirtyForms();
  useUnsavedChangesGuard(dirty);
  return <DirtyContext.Provider value={report}>{children}</DirtyContext.Provider>;
}

/** Tells `onDirtyChange` whether any form inside has unsaved changes (a modal's body). */
export function DirtyFormsScope({
  onDirtyChange,
  children,
}: {
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly children: ReactNode;
}) {
  const { dirty, report } = useDirtyForms();
  useEffect(() => onDirtyChange(dirty), [onDirtyChange, dirty]);
  return <DirtyContext.Provider value={report}>{children}</DirtyContext.Provider>;
}

/** A form tells the nearest scope whether it has unsaved changes. */
export function useDirtyReport(dirty: boolean): void {
  const report = useContext(DirtyContext);
  const id = useId();
  useEffect(() => {
    report?.({ id, dirty });
  }, [report, id, dirty]);
  useEffect(() => () => report?.({ id, dirty: false }), [report, id]);
}

/**
 * Closes a form without saving: at once while nothing in it was touched, otherwise once the user
 * confirms confirmCloseFormMsg (spec §4: unsaved changes are never dropped without asking).
 */
export function useConfirmFormClose(): (options: { readonly form: FormInstance; readonly onClose: () => void }) => void {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  return ({ form, onClose }) => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('confirmation'),
      content: t('confirmCloseFormMsg'),
      okText: t('close'),
      cancelText: t('cancel'),
      onOk: () => onClose(),
    });
  };
}
