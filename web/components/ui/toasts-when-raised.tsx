import { Suspense, lazy, useState } from "react";
import { useToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** The toast viewport is loaded with the first toast, keeping it off every first screen; it stays mounted after that. */
export function ToastsWhenRaised() {
  const raised = useToasts().length > 0;
  const [needed, setNeeded] = useState(raised);
  if (raised && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
