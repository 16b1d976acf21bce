import { expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { getOutboxMail, listOutbox } from '@tenaga/contracts/modules/outbox.contracts';
import type { ResponseOf } from '@tenaga/contracts/route';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupFakeApi } from '../../../test/fake-api.ts';
import MailOutboxPage from '../components/mail-outbox-page.tsx';

const RESET: ResponseOf<typeof getOutboxMail> = {
  id: '4b6b1f6e-8f0a-4a55-8a55-5f1c1d1e1f10',
  to: 'admin@example.com',
  subject: 'Reset your Tenaga password',
  createdAt: Date.parse('2026-04-01T01:30:00Z'),
  sentAt: null,
  attachment: null,
  status: 'stored',
  hidden: true,
  text: 'Open this link within one hour:\n\n••••••••',
  error: null,
};

const api = setupFakeApi();

it('shows that a mail went and to whom, and says its link is hidden', async () => {
  const { text: _text, error: _error, ...summary } = RESET;
  api.on(listOutbox, { data: [summary], recordsTotal: 1, recordsFiltered: 1 });
  api.on(getOutboxMail, RESET);
  await renderWithProviders(<MailOutboxPage />);

  await act(async () => fireEvent.click(await screen.findByText('admin@example.com')));
  expect(await screen.findByText('The link in this mail is hidden here: only its recipient receives it.')).toBeTruthy();
  expect(screen.getByText(/Open this link within one hour/)).toBeTruthy();
});
