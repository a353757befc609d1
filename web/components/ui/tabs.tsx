import { createContext, type CSSProperties, type KeyboardEvent, type ReactNode, type Ref, useContext, useId, useState } from "react";

/**
 * WAI-ARIA tabs, used as `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`: arrow keys, Home and End move to
 * a tab and choose it, only the chosen tab is in the Tab order, and a panel renders its content only while chosen.
 * Not Radix's: its panels mount through Presence, which reads each panel's computed style as it mounts and so
 * recalculates the style of the whole page in the middle of the first render (55-85 ms on a job page, unthrottled).
 */
type TabsState = { value: string; choose: (value: string) => void; id: (part: "tab" | "panel", value: string) => string };

const TabsContext = createContext<TabsState | null>(null);

/** A tab's or its panel's view of the tabs: whether it is chosen, and the ids that link the two. */
function useTab(value: string) {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts belong inside Tabs.Root");
  const active = state.value === value;
  return { active, state: active ? "active" : "inactive", tabId: state.id("tab", value), panelId: state.id("panel", value), choose: () => state.choose(value) };
}

type RootProps = { children: ReactNode; className?: string } & (
  | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onValueChange?: never }
);

export function Root({ children, className, value, onValueChange, defaultValue }: RootProps) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const base = useId();
  const chosen = value ?? own;
  const choose = (next: string) => (onValueChange ? onValueChange(next) : setOwn(next));
  const id = (part: "tab" | "panel", tab: string) => `${base}-${part}-${tab}`;
  return (
    <TabsContext.Provider value={{ value: chosen, choose, id }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[move(index, tabs.length)];
  next?.focus();
  next?.click();
}

type ListProps = { children: ReactNode; className?: string; style?: CSSProperties; "aria-label": string; ref?: Ref<HTMLDivElement> };

export function List({ children, ref, ...props }: ListProps) {
  return (
    <div ref={ref} role="tablist" aria-orientation="horizontal" onKeyDown={moveFocus} {...props}>
      {children}
    </div>
  );
}

export function Trigger({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tab = useTab(value);
  return (
    <button
      type="button"
      role="tab"
      id={tab.tabId}
      aria-selected={tab.active}
      aria-controls={tab.panelId}
      data-state={tab.state}
      tabIndex={tab.active ? 0 : -1}
      className={className}
      onClick={() => !tab.active && tab.choose()}
    >
      {children}
    </button>
  );
}

export function Content({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tab = useTab(value);
  return (
    <div role="tabpanel" id={tab.panelId} aria-labelledby={tab.tabId} data-state={tab.state} hidden={!tab.active} tabIndex={0} className={className}>
      {tab.active ? children : null}
    </div>
  );
}
