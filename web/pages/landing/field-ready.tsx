import { Moon, RefreshCw, Smartphone } from "lucide-react";

const POINTS = [
  { icon: Smartphone, title: "Touch-Optimised Interface", text: "Every control is at least 44 px, sized for gloves." },
  { icon: Moon, title: "Dark Mode", text: "Easy on the eyes in a dim bay, readable in bright sun." },
  { icon: RefreshCw, title: "Instant Sync", text: "Changes go up as soon as you have signal, and your crew's app reads them again when they come back to it." },
];

export function FieldReady() {
  return (
    <section aria-labelledby="field-title" className="bg-card py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="field-title" className="text-center text-3xl font-bold">
          Designed for the Field
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="text-center">
              <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-accent text-accent-foreground">
                <Icon aria-hidden className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
