import { AlertCircle, House } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { useFetchPartsOnceShown } from "../lib/parts-once-shown";

/** Shown only to a signed-in user (a visitor's unknown path opens the landing page, spec §2), so home is the dashboard. */
export default function NotFoundPage() {
  useFetchPartsOnceShown(true);
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Card className="w-full max-w-md p-6">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden className="h-8 w-8 text-destructive" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-muted-foreground">There's no page at this address. The link may be old or mistyped.</p>
        <Link href="/" className={buttonClasses("primary", "md", "mt-6")}>
          <House aria-hidden className="h-5 w-5" />
          Back to Dashboard
        </Link>
      </Card>
    </div>
  );
}
