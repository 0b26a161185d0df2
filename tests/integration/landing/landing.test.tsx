import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LandingPage from '@/features/landing/LandingPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Landing', () => {
  const { env } = useMockServer();

  it('shows the proof metrics the API answers, and links to the products', async () => {
    const { container } = await renderPage(<LandingPage />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Get up to 90% of your trading fees back',
    );
    const proof = await screen.findByRole('region', { name: 'Proof, not promises' });
    expect(await within(proof).findByText('12,493')).toBeInTheDocument();
    expect(within(proof).getByText('7m 22s')).toBeInTheDocument();
    const services = container.querySelector('#services') as HTMLElement;
    expect(within(services).getByRole('link', { name: 'Connect: Payback Center' })).toHaveAttribute(
      'href',
      '/app/payback',
    );
    expect(screen.getByRole('link', { name: 'Link my first exchange' })).toHaveAttribute(
      'href',
      '/app/payback?onboard=true',
    );
  });

  it('keeps the rest of the page when the proof figures fail, with a retry', async () => {
    env.faults.fail.add('proof');
    await renderPage(<LandingPage />, { path: '/' });
    const proof = await screen.findByRole('region', { name: 'Proof, not promises' });
    expect(await within(proof).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
