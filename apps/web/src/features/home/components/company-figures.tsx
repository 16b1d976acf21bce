import { Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { getCompanyFacts, ResponseOf } from '@tenaga/contracts';
import { useFormat } from '../../../lib/format.ts';

interface FigureGroup {
  readonly title: string;
  readonly figures: readonly { readonly title: string; readonly value: number }[];
}

/**
 * The counts the caller may see, each group titled with whose they are (the whole company, or the
 * caller's team: the server counts as far as the caller's data scope goes and leaves out the rest).
 */
export function CompanyFigures({ facts }: { facts: ResponseOf<typeof getCompanyFacts> }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const groups: FigureGroup[] = [];
  if (facts.workforce) {
    groups.push({
      title: t(facts.workforce.scope === 'team' ? 'workforceTeam' : 'workforceCompany'),
      figures: [
        { title: t('activeEmployees'), value: facts.workforce.active },
        { title: t('archivedEmployees'), value: facts.workforce.archived },
      ],
    });
  }
  const accounts = [
    ...(facts.activeUsers === null ? [] : [{ title: t('activeUsers'), value: facts.activeUsers }]),
    ...(facts.activeSessions === null ? [] : [{ title: t('activeSessions'), value: facts.activeSessions }]),
  ];
  if (accounts.length) groups.push({ title: t('accountsCompany'), figures: accounts });
  if (!groups.length) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      {groups.map((group) => (
        <Col key={group.title} xs={24} md={12}>
          <section aria-label={group.title}>
            <Typography.Text type="secondary" strong>
              {group.title}
            </Typography.Text>
            <Row gutter={[16, 8]} style={{ marginTop: 4 }}>
              {group.figures.map((figure) => (
                <Col key={figure.title} span={12}>
                  <Statistic title={figure.title} value={format.count(figure.value)} />
                </Col>
              ))}
            </Row>
          </section>
        </Col>
      ))}
    </Row>
  );
}
