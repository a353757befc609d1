import { BarChart3, Briefcase, Camera, Plus, Ruler, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "../lib/cn";

const itemClasses =
  "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-muted-foreground";

/** `teamBadge` marks the Team item (invitations waiting). */
type BottomNavProps = { path: string; onNewJob: () => void; onCamera: () => void; onMeasure: () => void; teamBadge?: ReactNode };

export function BottomNav({ path, onNewJob, onCamera, onMeasure, teamBadge }: BottomNavProps) {
  const links = [
    { href: "/", label: "Jobs", icon: Briefcase },
    { href: "/team", label: "Team", icon: Users },
    { href: "/insights", label: "Insights", icon: BarChart3 },
  ];
  return (
    <>
      <button
        type="button"
        aria-label="New Job"
        onClick={onNewJob}
        data-floating-action
        className="fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] right-4 z-40 grid h-14 w-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg md:hidden"
      >
        <Plus aria-hidden className="h-7 w-7" />
      </button>
      <nav
        aria-label="Bottom navigation"
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-border bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        {links.map(({ href, label, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            aria-current={path === href ? "page" : undefined}
            className={cn(itemClasses, "aria-[current=page]:text-primary")}
          >
            <span className="relative">
              <Icon aria-hidden className="h-6 w-6" />
              {href === "/team" && teamBadge ? <span className="absolute -right-3 -top-1.5">{teamBadge}</span> : null}
            </span>
            {label}
          </Link>
        ))}
        <button type="button" className={itemClasses} onClick={onCamera}>
          <Camera aria-hidden className="h-6 w-6" />
          Camera
        </button>
        <button type="button" className={itemClasses} onClick={onMeasure}>
          <Ruler aria-hidden className="h-6 w-6" />
          Measure
        </button>
      </nav>
    </>
  );
}
