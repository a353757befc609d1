import { Card } from "../../components/ui/card";

export type Fact = { label: string; value: string | number | null };

/** Label and value pairs; a value the decode did not give reads "Not provided". */
export function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Card className="p-4">
      <h3 className="mb-2 font-bold">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-3 border-b border-border py-2 last:border-0 sm:[&:nth-last-child(2)]:border-0">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className={fact.value === null ? "text-right text-sm text-muted-foreground" : "text-right font-medium"}>
              {fact.value ?? "Not provided"}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
