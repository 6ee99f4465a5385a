import * as TabsPrimitive from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Accessible tabs on Radix's headless primitive (WAI-ARIA tabs pattern): arrow keys, Home and End move
 * between tabs and select them; only the selected tab is in the tab order. Controlled with
 * `value`/`onValueChange`, or uncontrolled with `defaultValue`.
 */

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Whether the tab list hides tabs off either edge (a phone with many tabs), so the list can show it scrolls:
 * a fade and a chevron on that side. Follows scrolling and resizing; keeps the selected tab in view.
 */
function useOverflowEdges(selected: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);
  useEffect(() => {
    const list = ref.current;
    const tab = Array.from(list?.querySelectorAll<HTMLElement>('[data-tab-value]') ?? []).find(
      (element) => element.dataset.tabValue === selected,
    );
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // Horizontal only: bring the selected tab fully into the list's view without moving the page.
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollLeft = left - 24;
    else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left + tab.offsetWidth - list.clientWidth + 24;
    }
  }, [selected]);
  return { ref, edges };
}

const edgeClasses =
  'pointer-events-none absolute inset-y-0 flex w-10 items-center text-slate-500 dark:text-slate-400';

export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.value ?? '');
  const selected = value ?? internal;
  const { ref: listRef, edges } = useOverflowEdges(selected);

  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };

  return (
    <TabsPrimitive.Root
      value={selected}
      onValueChange={select}
      activationMode="automatic"
      className={className}
    >
      <div className="relative">
        <TabsPrimitive.List
          ref={listRef}
          aria-label={label}
          loop
          data-overflow-start={edges.start || undefined}
          data-overflow-end={edges.end || undefined}
          className="relative flex gap-1 overflow-x-auto overscroll-x-contain border-b border-slate-200 [scrollbar-width:thin] dark:border-slate-800"
        >
          {items.map((item) => (
            <TabsPrimitive.Trigger
              key={item.value}
              value={item.value}
              data-tab-value={item.value}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
                'data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600 data-[state=inactive]:hover:text-slate-900 dark:data-[state=inactive]:text-slate-400 dark:data-[state=inactive]:hover:text-white',
                'data-[state=active]:border-teal-700 data-[state=active]:text-teal-800 dark:data-[state=active]:border-teal-300 dark:data-[state=active]:text-teal-200',
              )}
            >
              {item.label}
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
        {edges.start && (
          <span
            aria-hidden="true"
            className={cn(
              edgeClasses,
              'left-0 justify-start bg-gradient-to-r from-white via-white/80 dark:from-slate-950 dark:via-slate-950/80',
            )}
          >
            <ChevronLeft className="size-4" />
          </span>
        )}
        {edges.end && (
          <span
            aria-hidden="true"
            className={cn(
              edgeClasses,
              'right-0 justify-end bg-gradient-to-l from-white via-white/80 dark:from-slate-950 dark:via-slate-950/80',
            )}
          >
            <ChevronRight className="size-4" />
          </span>
        )}
      </div>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className="pt-5">
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
