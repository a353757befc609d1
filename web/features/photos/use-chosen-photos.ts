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
  const queue = useRef(Promise.resolve());

  const update = useCallback((id: string, change: Partial<ChosenPhoto>) => setList((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item))), []);

  const prepare = useCallback(
    async (item: ChosenPhoto) => {
      try {
        const resized = await resizePhoto(item.file);
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
      setList((items) => [...items, ...added]);
      for (const item of added) queue.current = queue.current.then(() => prepare(item));
    },
    [prepare],
  );

  const forget = (items: ChosenPhoto[]) => {
    for (const { preview } of items) {
      if (!preview) continue;
      URL.revokeObjectURL(preview);
      previews.current.delete(preview);
    }
  };

  const remove = (id: string) => {
    forget(list.filter((item) => item.id === id));
    setList((items) => items.filter((item) => item.id !== id));
  };

  const clear = () => {
    forget(list);
    setList([]);
    setRefusal(null);
  };

  useEffect(() => {
    const open = previews.current;
    return () => {
      for (const preview of open) URL.revokeObjectURL(preview);
    };
  }, []);

  return { list, refusal, add, remove, clear };
}
