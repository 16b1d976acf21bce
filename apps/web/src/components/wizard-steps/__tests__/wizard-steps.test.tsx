import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { useWizard, WizardButtons, WizardSteps, type Wizard, type WizardGuard } from '../wizard-steps.tsx';

afterEach(cleanup);

const STEPS = [{ title: 'Details' }, { title: 'Salary' }, { title: 'Leave' }, { title: 'Review' }];

let wizard!: Wizard;
function Harness({
  beforeNext,
  beforePrevious,
  onFinish,
}: {
  readonly beforeNext?: WizardGuard;
  readonly beforePrevious?: WizardGuard;
  readonly onFinish?: () => void;
}) {
  wizard = useWizard({ count: STEPS.length, beforeNext, beforePrevious });
  return (
    <>
      <WizardSteps wizard={wizard} steps={STEPS} />
      <WizardButtons wizard={wizard} onFinish={onFinish} />
    </>
  );
}

const move = (action: () => Promise<boolean>) => act(action);
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
/** Each step's status as antd marks it. */
const statuses = () =>
  [...document.querySelectorAll('.ant-steps-item')].map((item) => /ant-steps-item-(process|finish|wait)/.exec(item.className)?.[1]);

describe('useWizard and WizardSteps', () => {
  it('moves next, previous, first, last and to a numbered step, marking steps done and current', async () => {
    await renderWithProviders(<Harness />);
    expect(statuses()).toEqual(['process', 'wait', 'wait', 'wait']);
    expect(wizard.isFirst).toBe(true);

    await move(wizard.next);
    expect(wizard.current).toBe(1);
    expect(statuses()).toEqual(['finish', 'process', 'wait', 'wait']);

    await move(wizard.last);
    expect(wizard.isLast).toBe(true);
    expect(statuses()).toEqual(['finish', 'finish', 'finish', 'process']);

    await move(wizard.first);
    expect(wizard.current).toBe(0);
    // Steps already done stay done when the user goes back to look.
    expect(statuses()).toEqual(['process', 'finish', 'finish', 'wait']);

    await move(() => wizard.goTo(2));
    expect(wizard.current).toBe(2);
    expect(await move(wizard.previous)).toBe(true);
    expect(wizard.current).toBe(1);
  });

  it('lets the before-next hook cancel a move forward, and tells it where from and to', async () => {
    const beforeNext = vi.fn<WizardGuard>(({ to }) => to !== 2);
    await renderWithProviders(<Harness beforeNext={beforeNext} />);
    await move(wizard.next);
    expect(beforeNext).toHaveBeenLastCalledWith({ from: 0, to: 1 });
    expect(await move(wizard.next)).toBe(false);
    expect(wizard.current).toBe(1);
    expect(statuses()).toEqual(['finish', 'process', 'wait', 'wait']);
  });

  it('lets an async before-previous hook cancel a move back, and waits for it', async () => {
    let answer!: (allowed: boolean) => void;
    const beforePrevious: WizardGuard = () => new Promise<boolean>((resolve) => (answer = resolve));
    await renderWithProviders(<Harness beforePrevious={beforePrevious} />);
    await move(wizard.last);

    let moved: Promise<boolean> | undefined;
    act(() => void (moved = wizard.previous()));
    expect(wizard.busy).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await act(async () => answer(false));
    expect(await moved).toBe(false);
    expect(wizard.current).toBe(3);
    expect(wizard.busy).toBe(false);
  });

  it('has Previous from the second step and Finish on the last', async () => {
    const onFinish = vi.fn();
    await renderWithProviders(<Harness onFinish={onFinish} />);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await click('Next');
    await click('Previous');
    expect(wizard.current).toBe(0);
    for (let step = 0; step < 3; step += 1) await click('Next');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await click('Finish');
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('goes to a done step when its title is clicked, not to one never reached', async () => {
    await renderWithProviders(<Harness />);
    await act(async () => fireEvent.click(screen.getByText('Review')));
    expect(wizard.current).toBe(0);
    await move(wizard.next);
    await move(wizard.next);
    await act(async () => fireEvent.click(screen.getByText('Details')));
    expect(wizard.current).toBe(0);
  });
});
