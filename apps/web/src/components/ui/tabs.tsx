import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';
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

export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.value ?? '');
  const selected = value ?? internal;

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
      <TabsPrimitive.List
        aria-label={label}
        loop
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
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
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className="pt-5">
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
