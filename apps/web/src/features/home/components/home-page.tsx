import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { getCompanyFacts } from '@tenaga/contracts/modules/home.contracts';
import { LANGUAGE_NAMES } from '@tenaga/i18n/web';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useAuthenticatedSession } from '../../../lib/session-context.tsx';
import { useFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { ClockPanel } from '../../../components/clock/clock-panel.tsx';
import { CompanyFigures } from './company-figures.tsx';
import { MyProfileCard, useOwnProfileId } from './my-profile-widget.tsx';

function greetingKey(hour: number): string {
  if (hour < 12) return 'welcomeMorning';
  if (hour < 18) return 'welcomeAfternoon';
  return 'welcomeEvening';
}

function WelcomeWidget() {
  const { t } = useTranslation('home');
  const { me } = useAuthenticatedSession();
  const format = useFormat();
  const now = Date.now();
  const hour = dayjs(now).tz(me.regionLanguage.timezone).hour();
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t(greetingKey(hour), { name: me.userInfo.firstName })}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('welcomeToday', { date: format.date(now), time: format.time(now), timezone: format.timeZone() })}
      </Typography.Text>
    </Card>
  );
}

function CompanyFactsWidget() {
  const { t } = useTranslation('home');
  const facts = useContractQuery(getCompanyFacts);
  const format = useFormat();
  const countryNames = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  return (
    <Card title={t('companyFacts')}>
      <QueryState isPending={facts.isPending} error={facts.error} onRetry={() => void facts.refetch()}>
        {facts.data && (
          <>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('companyName')}>{facts.data.companyName}</Descriptions.Item>
              <Descriptions.Item label={t('domain')}>{facts.data.domain}</Descriptions.Item>
              <Descriptions.Item label={t('country')}>{countryNames.of(facts.data.countryCode)}</Descriptions.Item>
              <Descriptions.Item label={t('memberSince')}>{format.date(facts.data.createdAt)}</Descriptions.Item>
            </Descriptions>
            <CompanyFigures facts={facts.data} />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function RegionWidget() {
  const { t } = useTranslation('home');
  const { me } = useAuthenticatedSession();
  const format = useFormat();
  return (
    <Card title={t('yourRegion')}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('language')}>{LANGUAGE_NAMES[me.regionLanguage.language]}</Descriptions.Item>
        <Descriptions.Item label={t('currency')}>{me.regionLanguage.currency}</Descriptions.Item>
        <Descriptions.Item label={t('sampleAmount')}>{format.money('1234567.50')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The dashboard: widgets in a responsive grid; later modules add theirs. */
export default function HomePage() {
  const { t } = useTranslation('menu');
  // The person's own record first: what an employee's home is about.
  const ownProfile = useOwnProfileId();
  // Anyone linked to an employee record clocks in from here, whatever their role.
  const { me } = useAuthenticatedSession();
  return (
    <Page title={t('home')}>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <WelcomeWidget />
        </Col>
        <Col xs={24} lg={16}>
          <Row gutter={[16, 16]}>
            {me.userInfo.employeeID && (
              <Col xs={24}>
                <ClockPanel variant="card" />
              </Col>
            )}
            {ownProfile && (
              <Col xs={24}>
                <MyProfileCard employeeId={ownProfile} />
              </Col>
            )}
            <Col xs={24}>
              <CompanyFactsWidget />
            </Col>
          </Row>
        </Col>
        <Col xs={24} lg={8}>
          <RegionWidget />
        </Col>
      </Row>
    </Page>
  );
}
