import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type TabDef, TabList, TabPanel } from './tabs.tsx';

type Tab = 'a' | 'b' | 'c';
const TABS: TabDef<Tab>[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

function Tabs() {
  const [tab, setTab] = useState<Tab>('a');
  return (
    <>
      <TabList tabs={TABS} value={tab} onChange={setTab} idPrefix="t" label="Letters" />
      <TabPanel idPrefix="t" value={tab}>
        Panel {tab}
      </TabPanel>
    </>
  );
}

describe('TabList', () => {
  it('selects with a click and moves with the arrow keys, Home and End; only the selected tab is tabbable', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeTruthy();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    expect(tab('Bravo').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toBe('Panel a');

    await user.click(tab('Bravo'));
    expect(tab('Bravo').getAttribute('aria-selected')).toBe('true');
    expect(tab('Bravo').tabIndex).toBe(0);
    await user.keyboard('{ArrowRight}');
    expect(tab('Charlie').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Charlie'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Charlie').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(tab('Charlie').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Charlie' }).textContent).toBe('Panel c');
  });
});
