import { PRODUCT_NAME } from "../../../shared/constants";
import { SUPPORT_EMAIL } from "../landing/landing-footer";
import { PolicyLayout, PolicyList, PolicySection } from "./policy-layout";

/** Every statement here is checked against the code: the schema, the session and token helpers, photo-resize, the retention jobs and the Worker's outside calls (vPIC, the identity provider, Workers AI). */
export default function PrivacyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro={`What ${PRODUCT_NAME} keeps, how it is protected, who else sees any of it, and for how long. In short: only what you enter, no tracking, and deleting a job deletes it.`}
    >
      <PolicySection title="What is kept">
        <PolicyList>
          <li>
            Your account: email, username, your first and last name if you give them, and the business name, phone and logo
            you add for reports and quotes, with your units and estimate defaults.
          </li>
          <li>
            Your jobs: client name and contact details, location, vehicle and VIN, notes, measurements, estimates, vinyl used,
            status and dates.
          </li>
          <li>
            Photos you add, with a small thumbnail, their captions and the markup you draw on them. Photos added in the app are
            resized and saved again on your phone before they are sent, which removes their location (GPS) and other camera
            data (EXIF).
          </li>
          <li>
            Written notes, voice notes (the recording and its transcript), and files you upload. Files are kept exactly as
            uploaded: a photo sent as a file keeps its camera data, location included.
          </li>
          <li>
            What clients send back through a share link: the name they type with a measurement, a photo or a design approval,
            their comment and any marked-up copy of the design.
          </li>
          <li>
            A history of what was done on your jobs and by whom. Someone adding measurements or photos through an edit link is
            recorded by the name they type.
          </li>
          <li>
            Each device you are signed in on: the browser and system it names itself as, the country it signed in from and when
            it was last used, so you can see and sign out devices in Settings.
          </li>
          <li>Your team: its members, their roles, and invitations by email address.</li>
          <li>Backups of jobs and exports of your account, as zip files, when you make them or turn on nightly backups.</li>
          <li>Insights figures worked out from your jobs.</li>
        </PolicyList>
      </PolicySection>

      <PolicySection title="Passwords, sessions and links are stored as hashes">
        <PolicyList>
          <li>Your password is stored only as a scrypt hash, never as the password itself.</li>
          <li>
            Signing in puts a random key in a cookie that page scripts cannot read. Only a SHA-256 hash of that key is stored.
            A second cookie, stored the same way, remembers that this browser signed in before, so a stranger guessing your
            password cannot lock you out of it.
          </li>
          <li>
            A share link's key is stored only as a hash too, which is why a link is shown once and cannot be shown again.
            Anyone with a link sees the job's shared view (without the client's phone, email or private notes) until the link
            expires or you deactivate it.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection title="No tracking">
        <p>
          There are no analytics, advertising or tracking tools, and no scripts, fonts or images from other sites: everything
          the app loads comes from {PRODUCT_NAME} itself. Your data is not sold or shared with anyone.
        </p>
      </PolicySection>

      <PolicySection title="Who else is involved">
        <PolicyList>
          <li>
            {PRODUCT_NAME} runs on Cloudflare, which stores the database, photos, recordings, files and backups, and keeps
            short request logs for finding faults.
          </li>
          <li>
            If this server is set up to transcribe voice notes, the recording is sent to Cloudflare Workers AI, which writes
            the transcript; nothing else about you or the job goes with it.
          </li>
          <li>
            When you decode a VIN, our server sends that VIN, and nothing else about you or the job, to vPIC, the public
            vehicle database of the US National Highway Traffic Safety Administration (NHTSA). The vehicle it describes is kept
            to answer the same VIN again without asking.
          </li>
          <li>
            If this server is set up for sign-in with an identity provider (your company's, or one such as Google or Microsoft)
            and you use it, the provider tells us who you are: an identifier, and the name, email and picture address it
            shares. We keep these to recognise you next time; your password there never reaches us.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection title="On your phone">
        <p>
          So the app works without signal, it keeps your jobs and measurements on this device for up to 30 days since they
          were last saved, and your unsent changes, photos, voice notes and files until they reach the server. Signing out
          removes all of it from the device. Your theme, the dashboard's layout and a declined install offer stay; your
          units are kept with your account.
        </p>
      </PolicySection>

      <PolicySection title="How long things are kept">
        <PolicyList>
          <li>Your account, jobs, photos, notes, recordings, files and history: until you delete them.</li>
          <li>
            A deleted job goes at once with its measurements, photos, markup, estimates, notes, recordings, files, share links,
            backups and history. One line in your activity, naming the job and its client, records that it was deleted. A
            deleted photo's, recording's or file's bytes go at once.
          </li>
          <li>
            Backups: a job keeps its 20 newest, and your account its 3 newest exports, until you delete them; an export holds
            every job it was made from, even after that job is deleted.
          </li>
          <li>Sessions: 30 days after you last used the app, and never more than 90 days after signing in. Signing out ends the session at once.</li>
          <li>
            Network addresses counted to limit sign-in attempts and link misuse: up to 24 hours, kept only as a keyed hash.
            The same hash of the address a client approved a design from stays with that approval. Answers kept so a change
            sent twice over a bad connection is saved once: up to 24 hours.
          </li>
          <li>
            Beyond the backups you make or turn on, {PRODUCT_NAME} makes none of its own. Cloudflare's database keeps a restore
            history for up to 30 days, so a deleted record can stay there until that history rolls over.
          </li>
        </PolicyList>
      </PolicySection>

      <PolicySection title="Deleting your data">
        <p>
          Delete a job from its page or its card, and it is gone from the server as described above. Delete your whole account
          in Settings, under Delete account: your jobs and everything in them, your backups, devices, team and logo go at
          once, and your email and username are free again. Export your account there first to keep a copy. If you cannot
          sign in, write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex min-h-11 items-center font-semibold text-primary underline">
            {SUPPORT_EMAIL}
          </a>{" "}
          from the account's email address.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
