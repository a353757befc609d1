import { type InputHTMLAttributes, forwardRef } from "react";
import { cn } from "../../lib/cn";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        "min-h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground placeholder:text-placeholder aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
});
