import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FaqPage from '@/features/faq/FaqPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('FAQ', () => {
  useMockServer();

  it('FAQ: grouped items, search over questions and answers, deep link opens one', async () => {
    const user = userEvent.setup();
    await renderPage(<FaqPage />, { path: '/app/faq#minimum-claim' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is the minimum claim?' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Search questions and answers' }), 'ERC-20');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 questions'));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(await screen.findByText('No answer matches “zzzz”')).toBeInTheDocument();
  });

  it('FAQ in Korean comes from the API in Korean', async () => {
    await renderPage(<FaqPage />, { path: '/app/faq', language: 'ko' });
    expect(await screen.findByText('최소 청구 금액은 얼마인가요?')).toBeInTheDocument();
  });
});
