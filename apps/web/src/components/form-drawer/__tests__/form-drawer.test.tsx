import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Form, Input } from 'antd';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render.tsx';
import { SchemaField, SchemaForm } from '../../form/schema-form.tsx';
import { FormDrawer, type FormDrawerProps } from '../form-drawer.tsx';

afterEach(cleanup);

const CLOSE_QUESTION = 'Do you want to close this form without saving the changes?';
const NameSchema = z.object({ name: z.string().min(1) });
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
/** Answers the newest unsaved-changes question (an earlier one may still be fading out). */
async function answer(button: 'Close' | 'Cancel') {
  const questions = await screen.findAllByText(CLOSE_QUESTION);
  await click(within(questions.at(-1)!.closest<HTMLElement>('.ant-modal-wrap')!).getByRole('button', { name: button }));
}
const drawerOpen = () => document.querySelector('.ant-drawer-open') !== null;

/** A drawer with a one-field form, as the features use it: the form closes it after a save. */
function NameDrawer(props: {
  readonly footer?: FormDrawerProps['footer'];
  readonly onSubmit?: (values: { name: string }) => Promise<unknown>;
  readonly onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<{ name: string }>();
  const close = () => {
    setOpen(false);
    props.onClose?.();
  };
  return (
    <FormDrawer open={open} title="Edit site" form={form} onClose={close} width={480} footer={props.footer}>
      <SchemaForm
        schema={NameSchema}
        form={form}
        initialValues={{ name: 'Head office' }}
        onSubmit={props.onSubmit ?? (async () => {})}
        onSaved={close}
        guardUnsaved={false}
      >
        <SchemaField name="name" label="Name">
          <Input />
        </SchemaField>
      </SchemaForm>
    </FormDrawer>
  );
}

describe('FormDrawer', () => {
  it('closes at once while nothing was changed', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<NameDrawer footer={{ saving: false }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Edit site' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText(CLOSE_QUESTION)).toBeNull();
  });

  it('asks before dropping changes, from Cancel and from the close button; staying keeps what was typed', async () => {
    const onClose = vi.fn();
    await renderWithProviders(<NameDrawer footer={{ saving: false }} onClose={onClose} />);
    await type('Name', 'Branch office');

    await click(screen.getByRole('button', { name: 'Cancel' }));
    await answer('Cancel');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Branch office');

    await click(document.querySelector<HTMLElement>('.ant-drawer-close')!);
    await answer('Close');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('saves from the footer: Save submits the form and the form closes the drawer without asking', async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = vi.fn();
    await renderWithProviders(<NameDrawer footer={{ saving: false }} onSubmit={onSubmit} onClose={onClose} />);
    await type('Name', 'Branch office');
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Branch office' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByText(CLOSE_QUESTION)).toBeNull();
  });

  it('shows Save busy while saving, and no footer for a form without one', async () => {
    const { unmount } = await renderWithProviders(<NameDrawer footer={{ saving: true }} />);
    expect(screen.getByRole('button', { name: /Save/ }).className).toContain('ant-btn-loading');
    unmount();

    await renderWithProviders(<NameDrawer />);
    expect(drawerOpen()).toBe(true);
    expect(document.querySelector('.ant-drawer-footer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
