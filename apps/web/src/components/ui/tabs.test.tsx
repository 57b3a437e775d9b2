import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { tabPanelProps, Tabs, type TabsProps } from './tabs';

const ITEMS = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta' },
  { key: 'c', label: 'Gamma' },
] as const;
type Key = (typeof ITEMS)[number]['key'];

function Harness(props: Partial<Omit<TabsProps<Key>, 'label' | 'labelledBy'>> & { onChosen?: (k: Key) => void }) {
  const [value, setValue] = useState<Key>('a');
  return (
    <>
      <Tabs
        items={ITEMS}
        value={value}
        onChange={(k) => {
          setValue(k);
          props.onChosen?.(k);
        }}
        label="Letters"
        idBase="letters"
        tabTestId={(k) => `tab-${k}`}
        {...props}
      />
      <div {...tabPanelProps('letters', value)}>{value}</div>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'));
const stops = () => screen.getAllByRole('tab').map((t) => t.tabIndex);

describe('Tabs', () => {
  it('is a labelled tab list whose tabs control their panels', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Letters' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(list.contains(tabs[0]!)).toBe(true);
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(tabs[1]!.getAttribute('aria-controls')).toBe('letters-panel-b');
    expect(tabs[1]!.id).toBe('letters-tab-b');
    // The panel is named by its tab.
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toBe('a');
    expect(screen.getByTestId('tab-c')).toBe(tabs[2]);
  });

  it('chooses a tab on click', () => {
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(onChosen).toHaveBeenCalledWith('c');
    expect(selected()).toEqual(['false', 'false', 'true']);
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toBeTruthy();
  });

  it('has one tab stop, the chosen tab (roving tabindex)', () => {
    render(<Harness />);
    expect(stops()).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(stops()).toEqual([-1, 0, -1]);
  });

  it('moves and chooses with the arrow keys (wrapping), Home and End', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(selected()).toEqual(['false', 'true', 'false']);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(selected()).toEqual(['true', 'false', 'false']);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(selected()).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(stops()).toEqual([-1, -1, 0]);
  });

  it('leaves other keys alone', () => {
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    const tab = screen.getAllByRole('tab')[0]!;
    const notPrevented = fireEvent.keyDown(tab, { key: 'Enter' });
    fireEvent.keyDown(tab, { key: 'ArrowDown' });
    expect(notPrevented).toBe(true);
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('takes null and number keys (an "all" tab), and keeps a tab stop when nothing is chosen', () => {
    const onChange = vi.fn();
    const items = [
      { key: null, label: 'All' },
      { key: 7, label: 'Art' },
    ];
    const { rerender } = render(
      <Tabs variant="chip" label="Categories" items={items} value={null} onChange={onChange} testId="cats" />,
    );
    expect(screen.getByTestId('cats').getAttribute('role')).toBe('tablist');
    expect(selected()).toEqual(['true', 'false']);
    fireEvent.click(screen.getByRole('tab', { name: 'Art' }));
    expect(onChange).toHaveBeenCalledWith(7);
    rerender(<Tabs variant="chip" label="Categories" items={items} value={99} onChange={onChange} />);
    expect(selected()).toEqual(['false', 'false']);
    expect(stops()).toEqual([0, -1]);
  });

  it('without idBase, its tabs control nothing', () => {
    render(<Tabs items={ITEMS} value="a" onChange={() => undefined} labelledBy="title" />);
    expect(screen.getByRole('tablist').getAttribute('aria-labelledby')).toBe('title');
    expect(screen.getAllByRole('tab').every((t) => !t.hasAttribute('aria-controls') && !t.id)).toBe(true);
  });
});
