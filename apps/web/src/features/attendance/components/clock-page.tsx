import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ClockPanel } from '../../../components/clock/clock-panel.tsx';
import { Page } from '../../../components/page/page.tsx';

/**
 * /clock: the signed-in employee's clock. A site's QR code opens it as /clock?qr=<token>: the
 * punch then carries the code (after the confirming tap), and the code leaves the address once used.
 */
export default function ClockPage() {
  const { t } = useTranslation('attendance');
  const [params, setParams] = useSearchParams();
  const qr = params.get('qr');
  return (
    <Page title={t('title')} extra={<Link to="/clock/timesheet">{t('timesheet.openOwn')}</Link>}>
      <Row justify="center">
        <Col xs={24} md={16} lg={12}>
          <ClockPanel variant="page" qr={qr} onQrUsed={() => setParams({}, { replace: true })} />
        </Col>
      </Row>
    </Page>
  );
}
