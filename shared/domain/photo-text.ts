import type { PhotoCategory } from "./vocabulary";

export const PHOTO_CATEGORY_LABELS: Record<PhotoCategory, string> = { general: "General", measurement: "Measurement", progress: "Progress", mockup: "Mockup" };
