import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Input } from 'antd';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render.tsx';
import { SchemaField, SchemaForm } from '../../form/schema-form.tsx';
import { AppModal, type AppModalProps } from '../modal.tsx';

afterEach(cleanup);

// antd gives every dialog of a test the same labelling id, so a dialog is found by its body text.
const wrapOf = (bodyText: string) => screen.getByText(bodyText).closest<HTMLElement>('.ant-modal-wrap')!;
const CLOSE_QUESTION = 'Do you want to close this modal without saving the changes?';
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

function Opened(props: Partial<AppModalProps> & { readonly onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AppModal
      open={open}
      title="Edit person"
      {...props}
      onClose={() => {
        setOpen(false);
        props.onClose?.();
      }}
    >
      {props.children ?? 'Body text'}
    </AppModal>
  );
}

describe('AppModal', () => {
  it('has a title, a close button, a body and a footer whose submit says Save unless told otherwise', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    await renderWithProviders(<Opened onSubmit={onSubmit} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit person' });
    expect(within(dialog).getByText('Body text')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('puts the extra button at the left end or beside the submit button, and can hide the footer', async () => {
    const onExtra = vi.fn();
    const { unmount } = await renderWithProviders(
      <Opened onSubmit={() => {}} submitText="Filter" extraButton={{ label: 'Reset', onClick: onExtra, placement: 'left' }} />,
    );
    const [left, right] = [...document.querySelectorAll('.ant-modal-footer > div > div')] as HTMLElement[];
    expect(left!.textContent).toBe('Reset');
    expect(right!.textContent).toBe('Filter');
    await click(screen.getByRole('button', { name: 'Reset' }));
    expect(onExtra).toHaveBeenCalledOnce();
    unmount();

    await renderWithProviders(<Opened onSubmit={() => {}} submitText="Filter" extraButton={{ label: 'Reset', onClick: onExtra }} />);
    expect((document.querySelectorAll('.ant-modal-footer > div > div')[1] as HTMLElement).textContent).toBe('ResetFilter');
    cleanup();

    await renderWithProviders(<Opened hideFooter onSubmit={() => {}} />);
    expect(document.querySelector('.ant-modal-footer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the submit button busy while the submit promise is pending', async () => {
    let finish!: () => void;
    await renderWithProviders(<Opened onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await click(save);
    expect(save.className).toContain('ant-btn-loading');
    await act(async () => finish());
    expect(save.className).not.toContain('ant-btn-loading');
  });

  it('stacks from z-index 1040, 10 more for each modal opened over another', async () => {
    function Two() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <AppModal open title="First" onClose={() => {}} onSubmit={() => setSecond(true)} submitText="Open second">
            {'first'}
          </AppModal>
          <AppModal open={second} title="Second" onClose={() => setSecond(false)}>
            {'second'}
          </AppModal>
        </>
      );
    }
    await renderWithProviders(<Two />);
    expect(wrapOf('first').style.zIndex).toBe('1040');
    await click(screen.getByRole('button', { name: 'Open second' }));
    expect(wrapOf('second').style.zIndex).toBe('1050');
    await click(within(wrapOf('second')).getByRole('button', { name: 'Close' }));
    // Once the second has closed, a new one takes its place again.
    await click(screen.getByRole('button', { name: 'Open second' }));
    expect(wrapOf('second').style.zIndex).toBe('1050');
  });

  it('asks confirmCloseModalMsg, above itself, before closing with unsaved changes', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<Opened dirty onClose={onClose} />);
    const closeButton = within(wrapOf('Body text')).getByRole('button', { name: 'Close' });
    await click(closeButton);
    await screen.findByText(CLOSE_QUESTION);
    expect(onClose).not.toHaveBeenCalled();
    expect(wrapOf(CLOSE_QUESTION).style.zIndex).toBe('1050');

    await click(within(wrapOf(CLOSE_QUESTION)).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    await click(closeButton);
    // The first question may still be fading out: answer the newest.
    const questions = await screen.findAllByText(CLOSE_QUESTION);
    await click(within(questions.at(-1)!.closest<HTMLElement>('.ant-modal-wrap')!).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  async function renderNameForm(onClose: () => void) {
    const schema = z.object({ name: z.string() });
    await renderWithProviders(
      <Opened onClose={onClose}>
        <SchemaForm schema={schema} onSubmit={async () => {}}>
          <SchemaField name="name" label="Name">
            <Input />
          </SchemaField>
        </SchemaForm>
      </Opened>,
    );
  }

  it('closes at once while a SchemaForm inside is unchanged', async () => {
    const onClose = vi.fn();
    await renderNameForm(onClose);
    await click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before closing once that SchemaForm has been changed, without being told', async () => {
    const onClose = vi.fn();
    await renderNameForm(onClose);
    await act(async () => fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } }));
    await click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(CLOSE_QUESTION)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
