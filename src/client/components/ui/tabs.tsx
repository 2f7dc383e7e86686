import { createContext, useContext, useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { cn } from './cn';

/**
 * WAI-ARIA tabs with Radix Tabs' markup and behaviour (horizontal, automatic activation: the arrow
 * keys, Home and End move the focus and choose, looping; a click or focus chooses; only the chosen
 * panel's content is rendered, the others are empty `hidden` panels), written here rather than
 * with Radix: when a screen's tabs first mounted, Radix's roving-focus collection and each panel's
 * Presence set state in layout effects, a synchronous re-render of the tabs inside the commit that
 * showed them, and Presence read the panel's computed style, a forced style recalculation (ADR 044;
 * the booking form's location tabs did the same, ADR 039).
 */

interface TabsState {
  value: string | undefined;
  choose: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'dir'> & {
  /** The chosen tab when the parent holds it (with `onValueChange`). */
  value?: string;
  /** The tab chosen first when the tabs hold their own choice. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const choose = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <div data-orientation="horizontal" {...props}>
      <TabsContext.Provider value={{ value: current, choose, baseId }}>{children}</TabsContext.Provider>
    </div>
  );
}

const KEY_TO: Record<string, 'previous' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

export function TabsList({ className, onKeyDown, ...props }: ComponentPropsWithRef<'div'>) {
  // Moving the focus chooses the tab (the trigger's focus handler).
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const to = KEY_TO[event.key];
    if (!to || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    if (tabs.length === 0) return;
    event.preventDefault();
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const index =
      to === 'first' ? 0 : to === 'last' ? tabs.length - 1 : (Math.max(at, 0) + (to === 'next' ? 1 : -1) + tabs.length) % tabs.length;
    tabs[index].focus();
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 text-slate-600', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, disabled, onClick, onFocus, ...props }: TabsTriggerProps) {
  const { value: current, choose, baseId } = useTabs('TabsTrigger');
  const selected = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex min-h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
        'hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) choose(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) choose(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentPropsWithRef<'div'>, 'value'> & { value: string };

export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const { value: current, baseId } = useTabs('TabsContent');
  const selected = value === current;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-2', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
