import { Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { Card, Empty, Result, Space } from 'antd';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getEmployeeBrief } from '@tenaga/contracts/modules/employees/profile';
import { Page, QueryState } from '../../../../components/page/page.tsx';
import { useAuthenticatedSession } from '../../../../lib/session-context.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useProfileSections } from '../../../../lib/profile-sections.ts';
import { employeeRecordQueries, useEmployeeRecordLevels } from '../../api/employees.queries.ts';
import { DeploymentsSection } from './deployments-section.tsx';
import { EditableSection } from './editable-section.tsx';
import { FamilySection } from './family-section.tsx';
import { EmployeeCustomFields } from './employee-custom-fields.tsx';
import { ProfileActions, ProfileSummary } from './profile-header.tsx';

const ANCHORS = [
  { key: 'personalDetail', section: 'personal' },
  { key: 'jobDetail', section: 'job' },
  { key: 'paymentDetail', section: 'payment' },
  { key: 'deploymentDetail', section: 'deployments' },
  { key: 'familyDetail', section: 'family' },
] as const;

/**
 * An employee's profile (named routes employeeProfile /employee/{id}/profile and myProfile
 * /profile): the header, then the personal, job, payment, deployment and family sections, each
 * read-only until Edit and saved on its own, then the sections other features add (the employment
 * contract, the KETs) where the caller's field levels show them. #personalDetail, #jobDetail and
 * the other anchors scroll to theirs.
 */
export default function EmployeeProfilePage() {
  const { t } = useTranslation('employees');
  const { id } = useParams();
  const { me } = useAuthenticatedSession();
  const employeeId = id ?? me.userInfo.employeeID;
  if (!employeeId) {
    return (
      <Page title={t('menu:myProfile')}>
        <Empty description={t('profile.noRecord')} />
      </Page>
    );
  }
  return <Profile key={employeeId} employeeId={employeeId} />;
}

function Profile({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employees');
  const brief = useContractQuery(getEmployeeBrief, { params: { id: employeeId } });
  const levels = useEmployeeRecordLevels(employeeId);
  const added = useProfileSections().filter((section) => (levels.data?.[section.field] ?? 'none') !== 'none');
  useScrollToSection(employeeId);

  if (brief.error instanceof ApiError && brief.error.status === 404) {
    return <Result status="404" title={t('profile.notFound')} />;
  }
  return (
    <Page title={brief.data?.fullName ?? t('menu:myProfile')} extra={brief.data && <ProfileActions brief={brief.data} />}>
      <QueryState isPending={brief.isPending} error={brief.error} onRetry={() => void brief.refetch()}>
        {brief.data && <ProfileSummary brief={brief.data} />}
        <nav aria-label={t('profile.sections')} style={{ marginBottom: 16 }}>
          <Space wrap size={[16, 4]}>
            {ANCHORS.map((anchor) => (
              <a key={anchor.key} href={`#${anchor.key}`}>
                {t(`sections.${anchor.section}`)}
              </a>
            ))}
            {added.map((section) => (
              <a key={section.anchor} href={`#${section.anchor}`}>
                {t(section.titleKey)}
              </a>
            ))}
          </Space>
        </nav>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <EditableSection employeeId={employeeId} section="personal" />
          <EditableSection employeeId={employeeId} section="job" />
          <EditableSection employeeId={employeeId} section="payment" />
          <DeploymentsSection employeeId={employeeId} />
          <FamilySection employeeId={employeeId} />
          {added.map(({ anchor, Component }) => (
            <Suspense key={anchor} fallback={<Card loading />}>
              <Component employeeId={employeeId} />
            </Suspense>
          ))}
          <EmployeeCustomFields employeeId={employeeId} />
        </Space>
      </QueryState>
    </Page>
  );
}

/** A link to #jobDetail opens the profile at that section, once the sections above it have loaded. */
function useScrollToSection(employeeId: string) {
  const { hash } = useLocation();
  const loading = useIsFetching(employeeRecordQueries(employeeId)) > 0;
  useEffect(() => {
    if (!hash || loading) return;
    const frame = window.requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [hash, loading]);
}
