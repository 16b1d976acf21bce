import { useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/notices.tsx';
import { DirtyFormsScope } from '../unsaved-changes.tsx';
import { MODAL_Z_INDEX_STEP, useModalZIndex } from './modal-stack.ts';

export interface ModalExtraButton {
  readonly label: string;
  readonly onClick: () => void;
  /** Beside the submit button (right, the default) or at the footer's other end (left). */
  readonly placement?: 'left' | 'right';
  readonly danger?: boolean;
  readonly disabled?: boolean;
}

export interface AppModalProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** Closes the modal; called after the user confirms when there are unsaved changes. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** The footer's submit button; while a returned promise is pending the button shows it. */
  readonly onSubmit?: () => unknown;
  /** Default: Save. */
  readonly submitText?: string;
  readonly submitLoading?: boolean;
  readonly submitDisabled?: boolean;
  readonly extraButton?: ModalExtraButton;
  /** No footer at all (the body has its own buttons, or nothing to submit). */
  readonly hideFooter?: boolean;
  /**
   * Unsaved changes that should make closing ask first. A SchemaForm inside reports its own, so
   * this is for other state (a picker, a list being edited).
   */
  readonly dirty?: boolean | (() => boolean);
  readonly width?: number | string;
  /** Keeps the body mounted while closed (default: unmounted, so a form starts afresh). */
  readonly keepMounted?: boolean;
}

/**
 * The generic modal of spec §2: a title, a close button, a body and a footer with a submit button
 * and an optional extra button on the left or right. Closing with unsaved changes asks
 * confirmCloseModalMsg (spec §4); modals stack from z-index 1040, 10 more per open modal (§9).
 */
export function AppModal(props: AppModalProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const zIndex = useModalZIndex(props.open);
  const [formsDirty, setFormsDirty] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const requestClose = () => {
    const dirty = formsDirty || (typeof props.dirty === 'function' ? props.dirty() : props.dirty === true);
    if (!dirty) return props.onClose();
    // Above this modal, or the question would open behind it.
    modal.confirm({
      title: t('confirmation'),
      content: t('confirmCloseModalMsg'),
      okText: t('close'),
      cancelText: t('cancel'),
      onOk: () => props.onClose(),
      zIndex: zIndex + MODAL_Z_INDEX_STEP,
    });
  };

  const submit = () => {
    const result = props.onSubmit?.();
    if (result instanceof Promise) {
      setSubmitting(true);
      // The caller shows its own failure; the button only stops spinning.
      result.catch(() => undefined).finally(() => setSubmitting(false));
    }
  };

  const extra = props.extraButton;
  const extraButton = extra && (
    <Button danger={extra.danger} disabled={extra.disabled} onClick={extra.onClick}>
      {extra.label}
    </Button>
  );
  const footer = props.hideFooter ? null : (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
      <div>{extra?.placement === 'left' && extraButton}</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
        {extra?.placement !== 'left' && extraButton}
        {props.onSubmit && (
          <Button type="primary" onClick={submit} loading={props.submitLoading || submitting} disabled={props.submitDisabled}>
            {props.submitText ?? t('save')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={requestClose}
      footer={footer}
      zIndex={zIndex}
      width={props.width}
      destroyOnHidden={!props.keepMounted}
      closable={{ 'aria-label': t('close') }}
    >
      <DirtyFormsScope onDirtyChange={setFormsDirty}>{props.children}</DirtyFormsScope>
    </Modal>
  );
}
