import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` items to render: `first` at once, then `step` more in each later task, so a long list never
 * mounts in one long task that blocks a tap on a slow phone. Once shown, items stay shown.
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    const timer = setTimeout(() => startTransition(() => setRevealed((count) => count + step)));
    return () => clearTimeout(timer);
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
