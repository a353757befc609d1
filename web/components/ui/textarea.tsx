import { type TextareaHTMLAttributes, forwardRef } from "react";
import { cn } from "../../lib/cn";

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      className={cn(
        "min-h-24 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-placeholder aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
});
