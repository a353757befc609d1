import { toast } from "./ui/toast-store";

export function notYetAvailable(feature: string) {
  toast({
    title: `${feature} isn't available yet`,
    description: "Photos arrive in an upcoming update; for now, note them in a job's notes.",
  });
}
