import type { ReactNode } from 'react';
import { App, Drawer, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The drawer the role and template editors open in: as wide as a phone allows, and closing it
 * with unsaved changes asks first (the page's guard covers leaving the page).
 */
export function EditorDrawer(props: {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly form: FormInstance;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const close = () => {
    if (!props.form.isFieldsTouched()) return props.onClose();
    modal.confirm({
      title: t('confirmation'),
      content: t('confirmCloseFormMsg'),
      okText: t('close'),
      cancelText: t('cancel'),
      onOk: props.onClose,
    });
  };
  return (
    <Drawer
      open={props.open}
      title={props.title}
      onClose={close}
      size="min(760px, 100vw)"
      destroyOnHidden
      styles={{ body: { paddingBottom: 48 } }}
    >
      {props.children}
    </Drawer>
  );
}
