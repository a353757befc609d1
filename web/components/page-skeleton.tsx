export function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading" className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <div className="h-9 w-56 animate-pulse rounded-lg bg-muted" />
      <div className="h-5 w-80 max-w-full animate-pulse rounded bg-muted" />
      <div className="h-48 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}
