// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" onValueChange={onValueChange}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two" disabled>
          Two
        </TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">first</TabsContent>
      <TabsContent value="two">second</TabsContent>
      <TabsContent value="three">third</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  afterEach(() => cleanup());

  it('marks the chosen tab and renders only its panel, labelled by it', () => {
    render(<Example />);
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.dataset.state).toBe('active');
    expect(one.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Three' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('first');
    expect(panel.getAttribute('aria-labelledby')).toBe(one.id);
    expect(one.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('third');
  });

  it('chooses on click, and the arrow keys, Home and End move the focus and choose, skipping disabled tabs', () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('third');
    expect(onValueChange).toHaveBeenLastCalledWith('three');

    const list = screen.getByRole('tablist');
    act(() => screen.getByRole('tab', { name: 'Three' }).focus());
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('first');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('third');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('first');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('third');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['three', 'one', 'three', 'one', 'three']);
  });
});
