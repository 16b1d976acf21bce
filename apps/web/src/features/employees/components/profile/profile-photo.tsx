import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Space } from 'antd';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmployeeBrief } from '@tenaga/contracts';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { employeePhotoQuery, useEmployeeRecordLevels } from '../../api/employees.queries.ts';
import { useRemovePhoto, useSavePhoto } from '../../api/employees.mutations.ts';
import { readPhoto } from '../../model/photo-file.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The employee's photo (or initials); those who may change it choose another image (under 500 kB) or remove it. */
export function ProfilePhoto({ brief }: { readonly brief: EmployeeBrief }) {
  const { t } = useTranslation('employees');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const levels = useEmployeeRecordLevels(brief.id);
  const photo = useQuery({ ...employeePhotoQuery(brief.id), enabled: brief.hasPhoto });
  const save = useSavePhoto();
  const remove = useRemovePhoto();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data || !brief.hasPhoto) return setUrl(null);
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data, brief.hasPhoto]);
  const editable = levels.data?.photo === 'edit';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const read = await readPhoto(file);
    if (!read.ok) return void message.error(t(read.key));
    save.mutate(
      { id: brief.id, contentType: read.contentType, data: read.data },
      { onSuccess: () => message.success(t('photo.saved')), onError: showError },
    );
  };
  const confirmRemove = () =>
    modal.confirm({
      title: t('common:confirmation'),
      content: t('photo.removeConfirm', { name: brief.fullName }),
      okText: t('common:remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(brief.id).then(() => message.success(t('photo.removed')), showError),
    });

  return (
    <Space align="center" size={8} wrap>
      <Avatar
        size={64}
        src={url ?? undefined}
        alt={t('photo.of', { name: brief.fullName })}
        style={{ flex: 'none', backgroundColor: '#0b5cad' }}
      >
        {initials(brief.fullName)}
      </Avatar>
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => void choose(event.target.files?.[0]).finally(() => (event.target.value = ''))}
          />
          <Button size="small" icon={<CameraOutlined aria-hidden />} loading={save.isPending} onClick={() => input.current?.click()}>
            {brief.hasPhoto ? t('photo.change') : t('photo.add')}
          </Button>
          {brief.hasPhoto && (
            <Button
              size="small"
              danger
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('photo.remove')}
              loading={remove.isPending}
              onClick={confirmRemove}
            />
          )}
        </>
      )}
    </Space>
  );
}
