import { toast } from "./ui/toast-store";

export function notYetAvailable(feature: string) {
  toast({
    title: `${feature} isn't available yet`,
    description: "Photos and measurements arrive in an upcoming update; for now, record them in a job's notes.",
  });
}
