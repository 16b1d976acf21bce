import { useEffect } from 'react';
import { afterEach, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FeedbackProvider, useFeedback } from '../../components/feedback/notices.tsx';

function ShowsMessageOnMount() {
  const { message } = useFeedback();
  useEffect(() => {
    message.info('saved');
  }, [message]);
  return null;
}

// Unmounted after the test, or the message's close timer would render once this file's jsdom is gone
// ("window is not defined", seen when the suite ran under load).
afterEach(cleanup);

test('a message shown before antd’s message has loaded appears once it has', async () => {
  render(
    <FeedbackProvider>
      <ShowsMessageOnMount />
    </FeedbackProvider>,
  );
  expect(await screen.findByText('saved')).toBeTruthy();
});
