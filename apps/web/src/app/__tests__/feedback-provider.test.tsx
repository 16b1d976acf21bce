import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FeedbackProvider, useFeedback } from '../../components/feedback/notices.tsx';

function ShowsMessageOnMount() {
  const { message } = useFeedback();
  useEffect(() => {
    message.info('saved');
  }, [message]);
  return null;
}

test('a message shown before antd’s message has loaded appears once it has', async () => {
  render(
    <FeedbackProvider>
      <ShowsMessageOnMount />
    </FeedbackProvider>,
  );
  expect(await screen.findByText('saved')).toBeTruthy();
});
