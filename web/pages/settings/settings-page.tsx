import { SignInMethodsSection } from "../../features/account/sign-in-methods-section";
import { useDocumentTitle } from "../../lib/use-document-title";

export default function SettingsPage() {
  useDocumentTitle("Settings");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">Settings</h1>
      <SignInMethodsSection />
    </div>
  );
}
