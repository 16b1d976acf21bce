import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { ArchivedTag } from '../archived-tag.tsx';

afterEach(cleanup);

it('says ARCHIVED, and when in the region’s date format on focus or a tap, without clicking what is around it', async () => {
  const onRowClick = vi.fn();
  await renderWithProviders(
    <div onClick={onRowClick}>
      <ArchivedTag cessationDate="2025-03-14" />
    </div>,
    { region: { dateFormat: 'DD-MMM-YYYY' } },
  );
  const tag = screen.getByText('ARCHIVED');
  await act(async () => fireEvent.focus(tag));
  expect(await screen.findByText('Archived on 14-Mar-2025')).toBeTruthy();
  await act(async () => fireEvent.click(tag));
  expect(onRowClick).not.toHaveBeenCalled();
});
