import type { ReactNode } from 'react';
import { Button, Drawer, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmFormClose } from '../unsaved-changes.tsx';

export interface FormDrawerProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** The form in the body: closing asks first once any of its fields was touched. */
  readonly form: FormInstance;
  /** Closes the drawer: at once, or after the user confirms when the form has unsaved changes. */
  readonly onClose: () => void;
  /** The width in pixels on a wide screen; on a phone the drawer takes the screen's width. */
  readonly width: number;
  /**
   * Cancel and Save in the footer; Save submits the form and spins while `saving` (the save's
   * request is pending). Left out when the form is read only or carries its own buttons.
   */
  readonly footer?: { readonly saving: boolean };
  /** Rendered only while the drawer is open, so each opening starts a fresh form. */
  readonly children: ReactNode;
}

/**
 * The drawer a form is edited in. The form closes it itself after a successful save
 * (SchemaForm's onSaved); every other way out (Cancel, the close button, the mask, Escape) goes
 * through the unsaved-changes question.
 */
export function FormDrawer(props: FormDrawerProps) {
  const { t } = useTranslation();
  const confirmClose = useConfirmFormClose();
  const close = () => confirmClose({ form: props.form, onClose: props.onClose });
  return (
    <Drawer
      open={props.open}
      title={props.title}
      onClose={close}
      size={`min(${props.width}px, 100vw)`}
      destroyOnHidden
      // Without a footer the body ends the drawer (with the form's own buttons, if any): room below it.
      styles={props.footer ? undefined : { body: { paddingBottom: 48 } }}
      footer={
        props.footer && (
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="primary" loading={props.footer.saving} onClick={() => props.form.submit()}>
              {t('save')}
            </Button>
          </Space>
        )
      }
    >
      {props.open && props.children}
    </Drawer>
  );
}
