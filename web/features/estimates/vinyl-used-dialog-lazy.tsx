import { Suspense } from "react";
import { lazyExport } from "../../components/lazy-page";

const Dialog = lazyExport(() => import("./vinyl-used-dialog"), "VinylUsedDialog");

type Props = Parameters<typeof Dialog>[0];

/** The vinyl-used question, whose form and schemas load when it is first asked, or by `preloadVinylUsedDialog`. */
export function LazyVinylUsedDialog(props: Props) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} onLoadFailed={props.onClose} />
    </Suspense>
  );
}

export const preloadVinylUsedDialog = Dialog.preload;
