import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';

// The error screen's chunk cannot load (the network that failed the page failed it too).
vi.mock('@/app/RouteErrorScreen', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Broken(): never {
  throw new Error('Render failed on purpose');
}

describe('a page that throws while the error screen cannot load', () => {
  it('still says so, with the same words and ways out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Render failed on purpose')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // In plain elements: the styled screen (a MUI Paper) did not load.
    expect(screen.getByRole('alert')).not.toHaveClass('MuiPaper-root');
  });
});
