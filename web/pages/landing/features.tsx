import { Camera, CloudUpload, FolderOpen, Hand, LayoutGrid, Ruler } from "lucide-react";
import { Card } from "../../components/ui/card";

const FEATURES = [
  {
    icon: Ruler,
    title: "Measurement Tracker",
    text: "Log every panel with labels, auto-categorised by vehicle type, with quick inch, foot and metric conversions.",
  },
  {
    icon: Camera,
    title: "Photo & Sketch Upload",
    text: "Capture the vehicle and annotate it with arrows, notes and mockup markup before you cut a single panel.",
  },
  {
    icon: FolderOpen,
    title: "Job Folders",
    text: "One folder per job with tabs for measurements, photos, notes, files and client info.",
  },
  {
    icon: LayoutGrid,
    title: "Visual Job Board",
    text: "See every job at a glance with colour-coded status and progress.",
  },
  {
    icon: Hand,
    title: "Built for Gloved Hands",
    text: "Large buttons and thumb-reach layouts that work on a phone in the shop or out on site.",
  },
  {
    icon: CloudUpload,
    title: "Cloud Sync & Backup",
    text: "Your jobs follow you across devices. Back up any job to the cloud, or have every changed job backed up each night.",
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="features-title" className="text-center text-3xl font-bold">
        Everything a wrap job needs
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-6">
              <Icon aria-hidden className="h-8 w-8 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
