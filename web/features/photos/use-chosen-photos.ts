/**
 * The photos chosen for upload, each resized in turn as soon as it is chosen (one at a time, so a
 * dozen camera photos never sit decoded in memory at once), with preview URLs freed when done.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { UnreadablePhotoError, resizePhoto } from "../../lib/photo-resize";
import { uuidv7 } from "../../lib/uuidv7";
import { type ChosenPhoto, sortChosenFiles } from "./chosen-photos";

export function useChosenPhotos() {
  const [list, setList] = useState<ChosenPhoto[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previews = useRef(new Set<string>());
  const chosenIds = useRef(new Set<string>());
  const queue = useRef(Promise.resolve());

  const update = useCallback((id: string, change: Partial<ChosenPhoto>) => setList((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item))), []);

  const prepare = useCallback(
    async (item: ChosenPhoto) => {
      try {
        const resized = await resizePhoto(item.file);
        if (!chosenIds.current.has(item.id)) return;
        const preview = URL.createObjectURL(resized.thumb);
        previews.current.add(preview);
        update(item.id, { state: "ready", resized, preview });
      } catch (error) {
        update(item.id, { state: "unreadable", problem: error instanceof UnreadablePhotoError ? error.message : `${item.file.name} could not be prepared for upload.` });
      }
    },
    [update],
  );

  const add = useCallback(
    (files: File[]) => {
      const sorted = sortChosenFiles(files);
      setRefusal(sorted.refusal);
      const added: ChosenPhoto[] = sorted.images.map((file) => ({ id: uuidv7(), file, state: "preparing", resized: null, preview: null, problem: null }));
      for (const item of added) chosenIds.current.add(item.id);
      setList((items) => [...items, ...added]);
      for (const item of added) queue.current = queue.current.then(() => prepare(item));
    },
    [prepare],
  );

  /** Drops these photos from the list (removed, or handed to the outbox), leaving any chosen meanwhile. */
  const remove = (ids: string[]) => {
    for (const item of list) {
      if (!ids.includes(item.id) || !item.preview) continue;
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    for (const id of ids) chosenIds.current.delete(id);
    setList((items) => items.filter((item) => !ids.includes(item.id)));
    setRefusal(null);
  };

  useEffect(() => {
    const open = previews.current;
    const chosen = chosenIds.current;
    return () => {
      chosen.clear();
      for (const preview of open) URL.revokeObjectURL(preview);
    };
  }, []);

  return { list, refusal, add, remove };
}
