import { FileDown, QrCode, Share2 } from "lucide-react";
import { Card } from "../../components/ui/card";

const OPTIONS = [
  { icon: FileDown, title: "PDF export", text: "Hand clients a clean job sheet with measurements, photos and totals." },
  { icon: QrCode, title: "QR share links", text: "Let a client scan and follow progress, view-only or with edit access, until the link expires." },
  { icon: Share2, title: "Team sharing", text: "Share a job with installers and admins on your team with the right access level." },
];

export function ExportShare() {
  return (
    <section id="export" aria-labelledby="export-title" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-14">
      <Card className="p-6 sm:p-10">
        <h2 id="export-title" className="text-3xl font-bold">
          Export and share
        </h2>
        <p className="mt-2 text-muted-foreground">Keep clients and your crew on the same page.</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {OPTIONS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden className="h-7 w-7 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
