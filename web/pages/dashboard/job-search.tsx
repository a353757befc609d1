import { Search } from "lucide-react";
import { JOB_SEARCH_MAX } from "../../../shared/constants";
import { Input } from "../../components/ui/input";

const JOB_SEARCH_PLACEHOLDER = "Search by client, job, vehicle...";

export function JobSearch({ value, onChange, id }: { value: string; onChange: (value: string) => void; id: string }) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search jobs
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={JOB_SEARCH_MAX}
        placeholder={JOB_SEARCH_PLACEHOLDER}
        onChange={(event) => onChange(event.target.value)}
        className="pl-10"
      />
    </div>
  );
}
