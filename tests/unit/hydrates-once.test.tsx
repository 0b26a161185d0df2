import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '@/components/DataTable';
import { SelectField } from '@/components/form/SelectField';
import { TabRow } from '@/components/TabRow';
import { commitsHydrating, unmountHydrated } from '../support/hydration';

/**
 * Controls on a prerendered page must hydrate in one commit. One that sets a state as its element
 * mounts (MUI's Tabs register each tab, its menu select keeps its element, its pager's tooltips
 * theirs) makes React render again at once, and run every effect of the page, in the task that
 * ends hydrating: the longest task of Promos and Payback on a phone.
 */
afterEach(unmountHydrated);

const noop = () => undefined;

describe('hydrating in one commit', () => {
  it('a tab row', async () => {
    const tabs = (['all', 'alerts'] as const).map((value) => ({ value, label: value, id: `tab-${value}` }));
    expect(await commitsHydrating(<TabRow label="Promos" value="all" onChange={noop} tabs={tabs} />)).toEqual([
      'mount',
    ]);
  });

  it('a select, with an option for no choice and without', async () => {
    const options = [
      { value: 'cex-a', label: 'CEX-A' },
      { value: 'cex-b', label: 'CEX-B' },
    ];
    const selects = (
      <>
        <SelectField label="Exchange" value="" onChange={noop} none="Any" options={options} />
        <SelectField label="Exchange" value="cex-b" onChange={noop} options={options} />
      </>
    );
    expect(await commitsHydrating(selects)).toEqual(['mount']);
  });

  it("a table's pager", async () => {
    const rows = Array.from({ length: 3 }, (_, index) => ({ id: `row-${index}` }));
    const table = (
      <DataTable
        caption="Rows"
        columns={[{ key: 'id', header: 'Id', render: (row: { id: string }) => row.id }]}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText="None"
        paging={{ page: 1, pageSize: 3, total: 9, onPageChange: noop }}
      />
    );
    expect(await commitsHydrating(table)).toEqual(['mount']);
  });
});
