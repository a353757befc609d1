export const menuContentClasses =
  "z-50 min-w-48 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg";

export const menuItemClasses =
  "flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-base outline-none data-[highlighted]:bg-muted";
