import * as Tabs from "@radix-ui/react-tabs";
import type { Ref } from "react";

/** A scrollable row of tabs underlined when chosen, at least 44 px tall for gloved fingers. */
export function UnderlineTabList({ label, items, ref }: { label: string; items: readonly { value: string; label: string }[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <Tabs.List ref={ref} aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4">
      {items.map((item) => (
        <Tabs.Trigger
          key={item.value}
          value={item.value}
          className="min-h-11 shrink-0 border-b-2 border-transparent px-3 font-semibold text-muted-foreground data-[state=active]:border-primary data-[state=active]:text-foreground"
        >
          {item.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
