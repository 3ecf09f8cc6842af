import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type TabDef, TabList, TabPanel, useTabInAddress } from './tabs.tsx';

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
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeInTheDocument();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Bravo').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toBe('Panel a');

    await user.click(tab('Bravo'));
    expect(tab('Bravo')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Bravo').tabIndex).toBe(0);
    await user.keyboard('{ArrowRight}');
    expect(tab('Charlie')).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(tab('Charlie'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Charlie')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Charlie')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Charlie' }).textContent).toBe('Panel c');
  });
});

function AddressTabs() {
  const [tab, setTab] = useTabInAddress<Tab>(['a', 'b', 'c'], 'a');
  return (
    <>
      <TabList tabs={TABS} value={tab} onChange={setTab} idPrefix="t" label="Letters" />
      <TabPanel idPrefix="t" value={tab}>
        Panel {tab}
      </TabPanel>
    </>
  );
}

describe('useTabInAddress (D254)', () => {
  it('keeps the tab in ?tab=, each switch a history entry: Back and Forward move between tabs', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/p', element: <AddressTabs /> },
        { path: '/', element: 'Home' },
      ],
      {
        initialEntries: ['/', '/p?keep=1'],
        initialIndex: 1,
      },
    );
    render(<RouterProvider router={router} />);
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    expect(selected()).toBe('Alpha');

    await user.click(screen.getByRole('tab', { name: 'Bravo' }));
    expect(router.state.location.search).toBe('?keep=1&tab=b');
    await user.click(screen.getByRole('tab', { name: 'Charlie' }));
    // Clicking the selected tab again adds no entry.
    await user.click(screen.getByRole('tab', { name: 'Charlie' }));
    expect(selected()).toBe('Charlie');

    await act(() => router.navigate(-1));
    expect(selected()).toBe('Bravo');
    await act(() => router.navigate(-1));
    expect(selected()).toBe('Alpha');
    expect(router.state.location.search).toBe('?keep=1');
    await act(() => router.navigate(1));
    expect(selected()).toBe('Bravo');
    await act(() => router.navigate(-2));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('reads an unknown value as the default tab', () => {
    const router = createMemoryRouter([{ path: '/p', element: <AddressTabs /> }], {
      initialEntries: ['/p?tab=zz'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Alpha');
  });
});
