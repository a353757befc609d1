import { useCallback, useEffect, useState } from "react";

/** Past this, the other rows load anyway: a stalled thumbnail must not leave them blank. */
export const OTHER_ROWS_WAIT_MS = 5_000;

/**
 * A photo grid's first rows load before the others. On a weak signal every thumbnail the browser asks for shares it,
 * and its lazy loading asks for rows well below the screen too (Chromium's reach is 1,250 px or more), so the photos
 * on screen came in slower. Gives whether the other rows may load, and what each first-row thumbnail calls once it
 * has loaded or failed.
 */
export function useFirstRowsFirst(firstIds: string[]) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const [othersOpen, setOthersOpen] = useState(false);
  const firstIn = firstIds.every((id) => settled.has(id));
  useEffect(() => {
    if (firstIn) {
      setOthersOpen(true);
      return;
    }
    const timer = setTimeout(() => setOthersOpen(true), OTHER_ROWS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [firstIn]);
  const onSettled = useCallback((id: string) => setSettled((ids) => (ids.has(id) ? ids : new Set(ids).add(id))), []);
  return { othersMayLoad: othersOpen || firstIn, onSettled };
}
