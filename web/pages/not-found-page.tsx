import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Card className="w-full max-w-md p-6">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden className="h-8 w-8 text-destructive" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link href="/" className={buttonClasses("primary", "md", "mt-6")}>
          Go to your jobs
        </Link>
      </Card>
    </div>
  );
}
