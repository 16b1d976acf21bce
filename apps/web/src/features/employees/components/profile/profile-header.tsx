import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EmployeeBrief } from '@tenaga/contracts';
import { useErrorNotice, useFeedback } from '../../../../components/feedback/notices.tsx';
import { useRestoreEmployee } from '../../api/employees.mutations.ts';
import { ArchivedTag } from '../../../../components/archived-tag/archived-tag.tsx';
import { useRecordOptions } from '../record/use-record-options.ts';
import { ArchiveModal } from './archive-modal.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** Who the employee is at a glance (number, job title, department, archived), and Archive or Restore for those allowed. */
export function ProfileSummary({ brief }: { readonly brief: EmployeeBrief }) {
  const { t } = useTranslation('employees');
  const facts = [brief.employmentNumber, brief.jobTitle, brief.department].filter((fact): fact is string => Boolean(fact));
  return (
    <Space wrap size={[16, 8]} align="center" style={{ marginBottom: 16 }}>
      <ProfilePhoto brief={brief} />
      <Space direction="vertical" size={4}>
        <Space wrap size={[8, 4]}>
          <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
          {brief.cessationDate && <ArchivedTag cessationDate={brief.cessationDate} />}
        </Space>
        {brief.self && <Typography.Text type="secondary">{t('profile.yours')}</Typography.Text>}
      </Space>
    </Space>
  );
}

export function ProfileActions({ brief }: { readonly brief: EmployeeBrief }) {
  const { t } = useTranslation('employees');
  const { message, modal } = useFeedback();
  const showError = useErrorNotice();
  const { today } = useRecordOptions();
  const restore = useRestoreEmployee();
  const [archiving, setArchiving] = useState(false);
  if (!brief.canArchive) return null;

  const confirmRestore = () =>
    modal.confirm({
      title: t('common:confirmation'),
      content: t('restore.confirm', { name: brief.fullName }),
      okText: t('restore.submit'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        await restore
          .mutateAsync({ id: brief.id, version: brief.version })
          .then(() => message.success(t('restore.done', { name: brief.fullName })), showError);
      },
    });

  return brief.cessationDate ? (
    <Button icon={<UndoOutlined aria-hidden />} onClick={confirmRestore} loading={restore.isPending}>
      {t('restore.submit')}
    </Button>
  ) : (
    <>
      <Button danger icon={<InboxOutlined aria-hidden />} onClick={() => setArchiving(true)}>
        {t('archive.submit')}
      </Button>
      <ArchiveModal brief={brief} today={today} open={archiving} onClose={() => setArchiving(false)} />
    </>
  );
}
