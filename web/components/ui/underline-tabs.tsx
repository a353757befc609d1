import * as Tabs from "./tabs";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

type Overflow = { before: boolean; after: boolean };

const FADE = "2.5rem";

/** Fades the edge where more tabs wait, whatever the background behind the row. */
const fadeMask = ({ before, after }: Overflow) =>
  `linear-gradient(to right, ${before ? "transparent" : "black"}, black ${FADE}, black calc(100% - ${FADE}), ${after ? "transparent" : "black"})`;

/** Which sides of a sideways-scrolling row hold tabs out of sight, kept up to date, with the chosen tab scrolled into view. */
function useTabRowOverflow() {
  const list = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const measure = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setOverflow((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    const showChosen = () => {
      row.querySelector<HTMLElement>('[data-state="active"]')?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
      measure();
    };
    // First called once the row is laid out (and again when its width changes): reading its sizes then forces no layout of the page.
    const sized = new ResizeObserver(showChosen);
    sized.observe(row);
    row.addEventListener("scroll", measure, { passive: true });
    const chosen = new MutationObserver(showChosen);
    chosen.observe(row, { subtree: true, attributeFilter: ["data-state"] });
    return () => {
      sized.disconnect();
      row.removeEventListener("scroll", measure);
      chosen.disconnect();
    };
  }, []);

  return { list, overflow };
}

const hintClasses = "pointer-events-none absolute top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground";

/**
 * A row of tabs underlined when chosen, at least 44 px tall for gloved fingers. On a narrow screen it scrolls
 * sideways; a fade and an arrow mark the side where more tabs are (issue 31: nothing said they existed).
 */
export function UnderlineTabList({ label, items }: { label: string; items: readonly { value: string; label: string }[] }) {
  const { list, overflow } = useTabRowOverflow();
  const mask = fadeMask(overflow);
  return (
    <div className="relative -mx-4 border-b border-border">
      <Tabs.List
        ref={list}
        aria-label={label}
        className="flex gap-1 overflow-x-auto px-4 [scrollbar-width:none]"
        style={{ maskImage: mask, WebkitMaskImage: mask }}
      >
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
      {overflow.before ? <ChevronLeft aria-hidden data-more-tabs="before" className={cn(hintClasses, "left-0")} /> : null}
      {overflow.after ? <ChevronRight aria-hidden data-more-tabs="after" className={cn(hintClasses, "right-0")} /> : null}
    </div>
  );
}
