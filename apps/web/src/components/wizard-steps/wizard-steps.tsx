import type { ReactNode } from 'react';
import { Button, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Wizard } from './use-wizard.ts';

export { useWizard, type Wizard, type WizardGuard, type WizardMove, type WizardOptions } from './use-wizard.ts';

export interface WizardStep {
  readonly title: string;
  readonly description?: ReactNode;
}

export interface WizardStepsProps {
  readonly wizard: Wizard;
  readonly steps: readonly WizardStep[];
  /** A click on a done step, or on the step after the last one done, goes there (through the hooks). */
  readonly clickable?: boolean;
}

/** The steps' header: each step done, current or still to come (spec §4). */
export function WizardSteps({ wizard, steps, clickable = true }: WizardStepsProps) {
  const { t } = useTranslation('widgets');
  const reachable = (index: number) => wizard.done.has(index) || index === 0 || wizard.done.has(index - 1);
  return (
    <nav aria-label={t('wizard.steps')}>
      <Steps
        current={wizard.current}
        onChange={clickable ? (index) => void wizard.goTo(index) : undefined}
        items={steps.map((step, index) => ({
          key: index,
          title: step.title,
          content: step.description,
          status: index === wizard.current ? 'process' : wizard.done.has(index) ? 'finish' : 'wait',
          disabled: !clickable || wizard.busy || !reachable(index),
        }))}
      />
    </nav>
  );
}

export interface WizardButtonsProps {
  readonly wizard: Wizard;
  /** On the last step the next button becomes the finish button. */
  readonly onFinish?: () => unknown;
  readonly finishText?: string;
  readonly finishLoading?: boolean;
}

/** Previous and Next (Finish on the last step), waiting while a hook runs. */
export function WizardButtons({ wizard, onFinish, finishText, finishLoading }: WizardButtonsProps) {
  const { t } = useTranslation('widgets');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
      <div>
        {!wizard.isFirst && (
          <Button onClick={() => void wizard.previous()} disabled={wizard.busy}>
            {t('wizard.previous')}
          </Button>
        )}
      </div>
      {wizard.isLast ? (
        onFinish && (
          <Button type="primary" onClick={() => void onFinish()} loading={finishLoading}>
            {finishText ?? t('wizard.finish')}
          </Button>
        )
      ) : (
        <Button type="primary" onClick={() => void wizard.next()} disabled={wizard.busy}>
          {t('wizard.next')}
        </Button>
      )}
    </div>
  );
}
