import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AiPage from '@/features/ai/AiPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('AI Assistants', () => {
  useMockServer();

  it('AI: buttons follow the status, Launch opens the demo panel', async () => {
    const user = userEvent.setup();
    await renderPage(<AiPage />, { path: '/app/ai' });
    expect(await screen.findAllByRole('button', { name: /^Launch Assistant/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Try Beta/ })).toHaveLength(2);
    screen.getAllByRole('button', { name: /^Coming Soon/ }).forEach((button) => expect(button).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Launch Assistant: Trading Advisor' }));
    expect(await screen.findByRole('dialog', { name: 'Trading Advisor' })).toHaveTextContent(
      'Fee breakdown per exchange',
    );
    expect(screen.getByText('Contact Sales').closest('a')).toHaveAttribute('href', expect.stringContaining('mailto:'));
  });
});
