import { Link } from "wouter";
import { PHOTOS_PER_JOB_MAX, PHOTO_MAX_BYTES, PRODUCT_NAME, SHARE_LINKS_PER_JOB_MAX } from "../../../shared/constants";
import { PRIVACY_PATH } from "../../lib/routes";
import { SUPPORT_EMAIL } from "../landing/landing-footer";
import { PolicyLayout, PolicyList, PolicySection } from "./policy-layout";

const linkClasses = "inline-flex min-h-11 items-center font-semibold text-primary underline";

export default function TermsPage() {
  return (
    <PolicyLayout title="Terms of Service" intro={`The plain rules for using ${PRODUCT_NAME}: what is yours, what you look after, and what the app can and cannot promise.`}>
      <PolicySection title="What you put in is yours">
        <p>
          Your jobs, measurements, photos and notes belong to you. {PRODUCT_NAME} uses them only to run the app for you, as
          the{" "}
          <Link href={PRIVACY_PATH} className={linkClasses}>
            Privacy Policy
          </Link>{" "}
          describes.
        </p>
      </PolicySection>

      <PolicySection title="Your account">
        <PolicyList>
          <li>Keep your password to yourself. Each person signs up with their own account; add your crew as team members.</li>
          <li>After 10 failed sign-in attempts within 10 minutes, signing in is paused for up to 10 minutes.</li>
          <li>Sign out on a shared device: it removes your jobs and unsent changes from that device.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection title="Your clients' details and share links">
        <PolicyList>
          <li>Enter a client's contact details only when they have given them to you for the job.</li>
          <li>
            Anyone holding a share link can open it until it expires or you deactivate it. A view link shows the job without
            the client's phone, email or private notes, and lets its holder approve designs you send for approval; an edit
            link also lets its holder add measurements and photos. Give links only to people who should see the job.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection title="Fair use">
        <p>
          Use {PRODUCT_NAME} for lawful work. Limits keep it running for everyone: photos of up to {PHOTO_MAX_BYTES / 1024 / 1024} MB
          each, {PHOTOS_PER_JOB_MAX} photos and {SHARE_LINKS_PER_JOB_MAX} live share links per job. Accounts used to attack the service or
          other people may be closed.
        </p>
      </PolicySection>

      <PolicySection title="Figures are aids, not guarantees">
        <p>
          Square feet, vinyl and roll estimates and VIN decodes are worked out from what you enter and from public vehicle data.
          Check measurements on the vehicle before you cut or order material.
        </p>
      </PolicySection>

      <PolicySection title="Changes and ending">
        <p>
          The app changes as it improves, and these terms change with it; this page always shows the current ones. You can
          stop at any time: export your account and delete it in Settings, or write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
            {SUPPORT_EMAIL}
          </a>{" "}
          if you cannot sign in.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
