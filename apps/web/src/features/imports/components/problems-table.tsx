import { useMemo } from 'react';
import { Alert, Grid, Space, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportCheck, ImportProblem } from '@tenaga/contracts';

type ProblemRow = ImportProblem & { readonly key: number };

/** The check's problems, by row and column, in the file's order. */
export function ProblemsTable({ check }: { readonly check: ImportCheck }) {
  const { t } = useTranslation('imports');
  const rows = useMemo<ProblemRow[]>(() => check.problems.map((problem, index) => ({ ...problem, key: index })), [check.problems]);
  // On a phone the row, the column and the problem stack in one cell instead of four narrow ones.
  const narrow = Grid.useBreakpoint().md === false;
  const columns: TableProps<ProblemRow>['columns'] = narrow
    ? [
        {
          key: 'problem',
          title: t('check.columns.message'),
          render: (_, problem) => (
            <Space orientation="vertical" size={2}>
              <Space size={8} wrap>
                <Typography.Text strong>
                  {problem.row === null ? t('check.wholeFile') : t('check.rowNumber', { row: problem.row })}
                </Typography.Text>
                {problem.columnLabel && <Typography.Text type="secondary">{problem.columnLabel}</Typography.Text>}
              </Space>
              <Typography.Text>{problem.message}</Typography.Text>
            </Space>
          ),
        },
      ]
    : [
        { key: 'row', title: t('check.columns.row'), width: 100, render: (_, problem) => problem.row ?? t('check.wholeFile') },
        { key: 'cell', title: t('check.columns.cell'), width: 80, render: (_, problem) => problem.cell ?? '' },
        { key: 'column', title: t('check.columns.column'), width: 200, render: (_, problem) => problem.columnLabel ?? '' },
        { key: 'message', title: t('check.columns.message'), render: (_, problem) => problem.message },
      ];
  return (
    <>
      {check.problemCount > check.problems.length && (
        <Alert type="info" showIcon title={t('check.listed', { listed: check.problems.length })} style={{ marginBottom: 8 }} />
      )}
      <Table<ProblemRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('check.emptyTable') }}
      />
    </>
  );
}

/** The check in one sentence: ready to import, or how many problems in how many rows. */
export function CheckSummary({ check }: { readonly check: ImportCheck }) {
  const { t } = useTranslation('imports');
  if (check.valid) return <Alert type="success" showIcon title={t('check.valid', { count: check.rows })} />;
  const title =
    check.rowsWithProblems > 0
      ? t('check.invalid', { rows: check.rowsWithProblems, total: check.rows, problems: check.problemCount })
      : t('check.invalidFile');
  return <Alert type="error" showIcon title={title} />;
}
