import { type ComponentType, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

let loading: Promise<ComponentType> | null = null;

/** Fetches the toast viewport (Radix Toast and its layers) once; a failed fetch is tried again on the next call. */
export function loadToaster(): Promise<ComponentType> {
  loading ??= import("./toaster").then(
    (module) => module.Toaster,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The toast viewport stays off the first screen's critical path: main.tsx fetches it right after the
 * first render, so it is there before any toast, offline too. Should that fetch have failed, the
 * first toast fetches it again, and again when the signal returns.
 */
export function ToastsWhenRaised() {
  const raised = useToasts().length > 0;
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!raised || Toaster) return;
    let live = true;
    const load = () => void loadToaster().then((loaded) => live && setToaster(() => loaded), () => undefined);
    load();
    window.addEventListener("online", load);
    return () => {
      live = false;
      window.removeEventListener("online", load);
    };
  }, [raised, Toaster]);
  return Toaster ? <Toaster /> : null;
}
