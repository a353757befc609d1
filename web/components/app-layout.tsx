import type { ReactNode } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "../../shared/schemas/auth";
import { AppHeader } from "./app-header";
import { BottomNav } from "./bottom-nav";

export function AppLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [path] = useLocation();
  return (
    <div className="min-h-dvh pb-24 md:pb-0">
      <AppHeader user={user} path={path} />
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      <BottomNav path={path} />
    </div>
  );
}
