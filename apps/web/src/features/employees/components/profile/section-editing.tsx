import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Button, Space, type FormInstance } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmFormClose } from '../../../../components/unsaved-changes.tsx';
import { focusWhenReady } from '../../../../lib/focus.ts';

/** A section's Edit button, named after the section for screen readers. */
export function EditButton({
  section,
  onClick,
  ref,
}: {
  readonly section: string;
  readonly onClick: () => void;
  readonly ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('employees');
  return (
    <Button ref={ref} icon={<EditOutlined aria-hidden />} onClick={onClick} aria-label={t('profile.editSection', { section })}>
      {t('common:edit')}
    </Button>
  );
}

/** Cancel (asking first when something was changed: confirmCloseFormMsg) and Save under a section's form. */
export function EditFooter({
  form,
  saving,
  onCancel,
}: {
  readonly form: FormInstance;
  readonly saving: boolean;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('employees');
  const confirmClose = useConfirmFormClose();
  const cancel = () => confirmClose({ form, onClose: onCancel });
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'flex-end', marginTop: 16 }}>
      <Button onClick={cancel}>{t('common:cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common:save')}
      </Button>
    </Space>
  );
}

/**
 * Edit and its end for a section edited in place. The form replaces what had focus, so focus would
 * fall to the page's start (WCAG 2.4.3): Edit moves it to the form's first field, Save and Cancel
 * back to the Edit button. Escape cancels (asking first when something changed), unless a list
 * or a calendar inside the form is open, where Escape closes that first.
 */
export function useSectionEditing(form: FormInstance) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const focusEditButton = useRef(false);
  const confirmClose = useConfirmFormClose();
  useEffect(() => {
    const returning = focusEditButton.current;
    focusEditButton.current = false;
    if (editing && formArea.current) return focusWhenReady(formArea.current);
    if (returning) editButton.current?.focus();
    return undefined;
  }, [editing]);
  const stop = () => {
    focusEditButton.current = true;
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (event.target instanceof Element && event.target.closest('[aria-expanded="true"]')) return;
    event.preventDefault();
    confirmClose({ form, onClose: stop });
  };
  return { editing, start: () => setEditing(true), stop, editButton, formArea, onKeyDown };
}
