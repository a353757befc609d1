import { type SelectHTMLAttributes, forwardRef } from "react";
import { PHOTO_CATEGORY_LABELS } from "../../shared/domain/photo-text";
import { PHOTO_CATEGORIES, type PhotoCategory } from "../../shared/domain/vocabulary";
import { Select } from "./ui/select";

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & { value: PhotoCategory; onChange: (category: PhotoCategory) => void };

export const PhotoCategorySelect = forwardRef<HTMLSelectElement, Props>(function PhotoCategorySelect({ value, onChange, ...props }, ref) {
  return (
    <Select ref={ref} value={value} onChange={(event) => onChange(event.target.value as PhotoCategory)} {...props}>
      {PHOTO_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {PHOTO_CATEGORY_LABELS[category]}
        </option>
      ))}
    </Select>
  );
});
