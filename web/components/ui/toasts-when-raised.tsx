import { type ComponentType, useEffect, useState } from "react";
import { useToasts } from "./toast-store";

let loading: Promise<ComponentType> | null = null;

/** Fetches the toast viewport (`toaster.tsx`) once; a failed fetch is tried again on the next call. */
function loadToaster(): Promise<ComponentType> {
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
 * The toast viewport stays off the first screen: it loads with the first toast. A signed-in start's HTML
 * modulepreloads its chunk (`SIGNED_IN_LATER` in vite.config.ts), so it loads offline too before the service
 * worker holds the app. Should that load fail, it is tried again when the signal returns.
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
