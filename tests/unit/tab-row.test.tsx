import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabRow } from '@/components/TabRow';

/** WAI-ARIA's tabs pattern: the chosen tab is the row's one Tab stop; arrows, Home and End move the focus; Enter or Space chooses. */
function Row() {
  const [value, setValue] = useState<'warm' | 'social' | 'guild'>('social');
  return (
    <>
      <TabRow
        label="Packs"
        value={value}
        onChange={setValue}
        tabs={(['warm', 'social', 'guild'] as const).map((name) => ({ value: name, label: name, panel: 'panel' }))}
      />
      <div role="tabpanel" id="panel">
        {value}
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabRow', () => {
  it('is one Tab stop, the chosen tab; the arrows wrap, Home and End go to the ends, all without choosing', async () => {
    const user = userEvent.setup();
    render(<Row />);
    expect(screen.getByRole('tablist', { name: 'Packs' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(tab('social')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('guild')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('warm')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('guild')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('warm')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('guild')).toHaveFocus();
    expect(tab('social')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('social');
  });

  it('chooses with Enter, Space or a click, and the chosen tab becomes the Tab stop', async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.tab();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(tab('warm')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('warm');
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([0, -1, -1]);
    await user.keyboard('{End} ');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('guild');
    await user.click(tab('social'));
    expect(tab('social')).toHaveAttribute('aria-selected', 'true');
    expect(tab('social')).toHaveAttribute('aria-controls', 'panel');
  });
});
