import { useCallback, useEffect, useRef, useState } from "react";

/** Past this, the other rows load anyway: a stalled thumbnail must not leave them blank. */
export const OTHER_ROWS_WAIT_MS = 5_000;

/** The tiles a phone shows without scrolling: two rows of two. */
export const FIRST_ROWS_PHOTOS = 4;

function loadThumbnail(url: string) {
  const thumbnail = new Image();
  thumbnail.fetchPriority = "high";
  thumbnail.src = url;
  return thumbnail;
}

/**
 * Asks for the first rows' thumbnails for a start on the photos tab, at high priority, into the page's image cache
 * where the tiles find them (the grid renders well after its list has arrived): the first tile's alone, the others
 * once it has loaded or failed, so on a weak signal the first does not share it with three others.
 */
export function fetchFirstRows(thumbnailUrls: readonly string[]) {
  const [lead, ...others] = thumbnailUrls.slice(0, FIRST_ROWS_PHOTOS);
  if (!lead) return;
  const first = loadThumbnail(lead);
  first.onload = first.onerror = () => others.forEach(loadThumbnail);
}

/**
 * A photo grid's first rows load before the others. On a weak signal every thumbnail the browser asks for shares it,
 * and its lazy loading asks for rows well below the screen too (Chromium's reach is 1,250 px or more), so the photos
 * on screen came in slower. Gives whether the other rows may load, and what each first-row thumbnail calls once it
 * has loaded or failed. Only the last of them renders the grid again: each one did, a dozen photos' tiles each time,
 * while the page was still loading.
 */
export function useFirstRowsFirst(firstIds: string[]) {
  const settled = useRef(new Set<string>());
  const first = useRef(firstIds);
  useEffect(() => {
    first.current = firstIds;
  });
  const [othersOpen, setOthersOpen] = useState(false);
  useEffect(() => {
    if (othersOpen) return;
    const timer = setTimeout(() => setOthersOpen(true), OTHER_ROWS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [othersOpen]);
  const onSettled = useCallback((id: string) => {
    settled.current.add(id);
    setOthersOpen((open) => open || first.current.every((firstId) => settled.current.has(firstId)));
  }, []);
  return { othersMayLoad: othersOpen || firstIds.length === 0, onSettled };
}
