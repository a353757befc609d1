import { TriangleAlert } from "lucide-react";
import { Button } from "./ui/button";

/**
 * Said in place of a screen that threw while drawing, instead of a blank page. Reloading starts it afresh; what was
 * saved, and the changes waiting to sync, are kept on the server and the device.
 */
export function SomethingWentWrong() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <TriangleAlert aria-hidden className="mb-4 h-12 w-12 text-muted-foreground" />
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-muted-foreground">
        This screen hit a problem it couldn't get past. Reload to carry on: what you saved, and changes waiting to sync, are kept.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
