import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { startI18n } from '@/i18n';

describe('empty parts', () => {
  it('look one way: an empty table shows its text as the EmptyState of a page or card does', async () => {
    await startI18n('en');
    const { container } = render(
      <>
        <DataTable caption="Payouts" columns={[]} rows={[]} rowKey={() => ''} emptyText="No payouts yet" />
        <EmptyState title="No accruals yet" description="Link an exchange account to start earning!" />
      </>,
    );
    const empties = [...container.querySelectorAll('[data-empty-state]')];
    expect(empties).toHaveLength(2);
    expect(empties[0]).toHaveTextContent('No payouts yet');
    expect(empties[0]!.className).toBe(empties[1]!.className);
    expect(screen.getByText('No payouts yet').className).toBe(
      screen.getByText('Link an exchange account to start earning!').className,
    );
  });
});
