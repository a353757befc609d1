import { toast } from "./ui/toast-store";

export function notYetAvailable(feature: string) {
  toast({
    title: `${feature} isn't available yet`,
    description: "Jobs arrive in the next update; photos and measurements are added from a job.",
  });
}
