import type { ReactNode } from "react";
import { Link } from "wouter";
import type { CurrentUser } from "../../shared/schemas/auth";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

const NAV = [
  { href: "/", label: "Jobs" },
  { href: "/team", label: "Team" },
  { href: "/insights", label: "Insights" },
];

type AppHeaderProps = { user: CurrentUser; path: string; onLogOut: () => void; onOpenBackups: () => void; teamBadge?: ReactNode; syncStatus?: ReactNode };

export function AppHeader({ user, path, onLogOut, onOpenBackups, teamBadge, syncStatus }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link href="/" aria-label="WrapPilot home" className="flex min-h-11 items-center">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden gap-1 md:flex">
          {NAV.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={path === item.href ? "page" : undefined}
              className="flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-muted-foreground hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              {item.label}
              {item.href === "/team" ? teamBadge : null}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {syncStatus}
          <ThemeToggle />
          <UserMenu user={user} onLogOut={onLogOut} onOpenBackups={onOpenBackups} />
        </div>
      </div>
    </header>
  );
}
