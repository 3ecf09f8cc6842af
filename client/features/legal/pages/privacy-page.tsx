import { PATHS } from '#client/lib/paths.ts';
import { RETENTION_SCHEDULE, retentionPeriod } from '#common/retention-schedule.ts';
import { LEGAL_CONTACT_EMAIL } from '#common/terms.ts';
import { LegalDocument, LegalLink, LegalList, type LegalSection } from '../components/legal-document.tsx';

/** Who sees what, from the widest audience to the narrowest. */
const AUDIENCES: Array<{ who: string; sees: string }> = [
  {
    who: 'Anyone, signed in or not',
    sees: 'The public page of an approved (active) profile: names, birth year, positions, teams, city and region, height and weight, stats, highlights, bio, photo, and the dates of upcoming events. Profiles waiting for approval, drafts and inactive profiles are not shown to anyone else at all.',
  },
  {
    who: 'Recruiters',
    sees: 'Search over active profiles, their own lists and private notes, and how often a profile was viewed. A minor’s schedule details (rink, time, location, notes) and game venues only once the recruiter’s e-mail address is verified.',
  },
  {
    who: 'Organizations',
    sees: 'Their own roster. Staff of an organization whose active roster holds a minor see that player’s schedule details.',
  },
  {
    who: 'Parents',
    sees: 'Everything about the children linked to them, including consent, approval requests and co-parents.',
  },
  {
    who: 'The player',
    sees: 'Everything on their own profile.',
  },
  {
    who: 'Rinkside administrators',
    sees: 'Everything, only to run the service, answer support requests and keep players safe.',
  },
];

/**
 * Every company that handles personal data for us (D158). Each sees only
 * what its job needs and may use it only to do that job for us.
 */
const PROCESSORS: Array<{ who: string; does: string; gets: string }> = [
  {
    who: 'Stripe (payments)',
    does: 'Takes card payments for paid plans, only when you buy one.',
    gets: 'Your e-mail address, the plan and the card details you type on Stripe’s own page. We never see the card.',
  },
  {
    who: 'Our e-mail delivery service (SMTP)',
    does: 'Delivers the e-mails we send you.',
    gets: 'The recipient’s address, the subject and the text of each message.',
  },
  {
    who: 'File storage',
    does: 'Keeps uploaded photos: an S3-compatible storage service when we configure one, otherwise our own server’s disk.',
    gets: 'The photos, already stripped of their hidden details, under names we make up.',
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'summary',
    title: 'The short version',
    body: (
      <LegalList>
        <li>We collect what a recruiting profile needs, and what keeps accounts secure. Nothing more.</li>
        <li>A minor’s e-mail, phone number and parents’ contact details are never public.</li>
        <li>No advertising, no tracking, no selling of data. One cookie keeps you signed in.</li>
        <li>
          A minor’s public profile asks nothing of any other company until the visitor presses play on a
          video.
        </li>
        <li>We delete what we no longer need on a written schedule, every day.</li>
        <li>Parents control their children’s profiles: approve, withdraw, export or delete at any time.</li>
      </LegalList>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>
          <strong>Your account:</strong> name, e-mail address, role (player, parent, recruiter, organization),
          whether your e-mail is verified, and the version of these documents you agreed to and when. Your
          password is stored only as a one-way hash that nobody, including us, can read back.
        </p>
        <p>
          <strong>A player profile:</strong> first, last and preferred name, birth year, category (boys or
          girls), positions, shooting side, height and weight, country, state or province and city, teams and
          seasons, game and season stats, goals, bio, grades and intended major if given, photos, links to
          highlight videos, the schedule of games and events, and coach references.
        </p>
        <p>
          <strong>Family links:</strong> which parents manage which profile, approval requests, co-parent
          invitations, and the consent record (the parent’s name, the time and the network address it came
          from).
        </p>
        <p>
          <strong>Recruiters’ work:</strong> the lists they build and the notes they write. Notes are private
          to the recruiter who wrote them.
        </p>
        <p>
          <strong>Security and views:</strong> a log of sign-ins, failed sign-ins and changes to accounts,
          with the network address and browser they came from. Profile views are counted once per viewer a
          day; for a visitor who is not signed in we keep only a one-way fingerprint of network address and
          browser, never the address itself.
        </p>
      </>
    ),
  },
  {
    id: 'minors',
    title: 'Players under 17',
    body: (
      <>
        <LegalList>
          <li>
            <strong>Under 13:</strong> a child cannot sign up. A parent or guardian must create the profile
            from a parent account, and only parents manage it.
          </li>
          <li>
            <strong>13 to 16:</strong> the player may sign up, but the profile stays private (a draft) until a
            parent or guardian gives consent. A parent can withdraw consent at any time; the profile then
            disappears at once from search, recruiters’ lists and public pages.
          </li>
        </LegalList>
        <p>For a player under 17, these are never shown on any public page:</p>
        <LegalList>
          <li>the player’s e-mail address or phone number;</li>
          <li>the parents’ names, e-mail addresses and phone numbers;</li>
          <li>coaches’ e-mail addresses;</li>
          <li>the hidden details inside photos (camera, time and GPS location).</li>
        </LegalList>
        <p>
          The schedule details of a minor (rink, time, location and notes) and game venues are shown only to
          the player, their linked parents, Rinkside administrators, recruiters with a verified e-mail
          address, and staff of an organization whose active roster holds the player. Everyone else sees the
          dates only.
        </p>
        <p>
          <strong>No third parties on a minor’s page.</strong> Opening a minor’s public profile makes no
          request to any other company: no fonts, images, maps, analytics or video players from elsewhere.
          Only when the visitor presses play on a highlight video does the page load that video from YouTube
          or Vimeo.
        </p>
        <p>
          <strong>No disclosure without a parent’s separate consent.</strong> A child’s information goes only
          to the services that run Rinkside for us (see{' '}
          <LegalLink to="#processors">who processes data for us</LegalLink>), and only for that. We do not
          share it with advertisers, analytics companies or anyone else. If we ever offered anything of the
          kind, it would stay off for a child until a parent agreed to it separately from the consent to the
          profile.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    title: 'Who sees what',
    body: (
      <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border">
        {AUDIENCES.map(({ who, sees }) => (
          <div key={who} className="grid gap-1 bg-card px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-semibold">{who}</dt>
            <dd className="text-sm leading-relaxed text-muted-foreground sm:text-base">{sees}</dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'photos-videos',
    title: 'Photos and videos',
    body: (
      <>
        <p>
          Every uploaded photo is re-encoded and stripped of its metadata (camera details, the time it was
          taken and its GPS location) before we store it. Photos of a profile that is not public are served
          only to the people who manage it, and photos of minors are never kept in shared caches.
        </p>
        <p>
          Highlight videos stay on YouTube or Vimeo. Until you press play, a profile loads nothing from those
          services (it shows a tile of our own, not their thumbnail), so they do not learn which profiles you
          open. Pressing play loads the provider’s player (YouTube in its privacy-enhanced mode), and their
          own privacy policies apply.
        </p>
      </>
    ),
  },
  {
    id: 'emails',
    title: 'E-mails we send',
    body: (
      <>
        <p>Only messages about your account and your players. No newsletters and no marketing:</p>
        <LegalList>
          <li>a link to confirm your e-mail address (valid for 24 hours);</li>
          <li>a parental approval request sent on a young player’s behalf (valid for 7 days);</li>
          <li>an invitation to co-manage a child’s profile (valid for 7 days);</li>
          <li>a link to reset a forgotten password (valid for 1 hour).</li>
        </LegalList>
        <p>Each link works once. We do not keep usable copies of these links after sending.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    body: (
      <LegalList>
        <li>
          <strong>One session cookie</strong> keeps you signed in. It cannot be read by scripts, lasts up to
          30 days, and ends when you log out, reset your password or your account is suspended.
        </li>
        <li>
          <strong>Your theme</strong> (light or dark) is remembered in your browser’s local storage.
        </li>
        <li>
          <strong>A checkout reference</strong> is kept for the current tab while you finish signing up after
          paying, then removed.
        </li>
        <li>No analytics, advertising or tracking cookies, and no third-party trackers.</li>
      </LegalList>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        When you buy a paid plan, Stripe processes the card payment. Stripe receives your card details
        directly; we keep only the plan, its status and Stripe’s reference numbers for the subscription.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Export and delete',
    body: (
      <>
        <LegalList>
          <li>
            <strong>Parents</strong> can, for each child they manage: export all of the profile’s data (a file
            with every record about the player and links to its media), withdraw consent, remove a co-parent
            (never the last one) and delete the profile.
          </li>
          <li>
            <strong>Adult players</strong> can export and delete their own profile.
          </li>
          <li>
            <strong>Every user</strong> can delete their own account, confirmed with their password.
          </li>
        </LegalList>
        <p>
          Deleting a profile removes every record and every stored file about the player: the profile, teams,
          stats, games, goals, schedule, photos, video links, coach references, consent and approval records,
          view counts, and the entries and notes recruiters kept about the player. Deleting an account also
          ends all its sessions. Deletion cannot be undone, so export first if you want a copy.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>
          We keep data only while it serves the purpose below. A clean-up runs every day and deletes whatever
          has passed its period; data kept while an account or profile exists goes when it is deleted.
        </p>
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">What we keep, for how long, and why</caption>
          <thead className="hidden border-b border-border sm:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                What we keep
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                For how long
              </th>
              <th scope="col" className="py-2 font-semibold">
                Why
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border border-y border-border sm:border-t-0">
            {RETENTION_SCHEDULE.map((entry) => (
              <tr key={entry.data} className="grid gap-1 py-3 sm:table-row">
                <th scope="row" className="font-semibold sm:py-3 sm:pr-4 sm:align-top sm:font-medium">
                  {entry.data}
                </th>
                <td className="sm:w-48 sm:py-3 sm:pr-4 sm:align-top">
                  <span className="font-medium text-muted-foreground sm:hidden">For how long: </span>
                  {retentionPeriod(entry)}
                </td>
                <td className="text-muted-foreground sm:py-3 sm:align-top">
                  <span className="font-medium sm:hidden">Why: </span>
                  {entry.why}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
  },
  {
    id: 'processors',
    title: 'Who processes data for us',
    body: (
      <>
        <p>
          These services handle personal data on our behalf, only to do their job for us. Nobody else receives
          it.
        </p>
        <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border">
          {PROCESSORS.map(({ who, does, gets }) => (
            <div
              key={who}
              className="grid gap-1 bg-card px-4 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4"
            >
              <dt className="font-semibold">{who}</dt>
              <dd className="grid gap-1 text-sm leading-relaxed text-muted-foreground sm:text-base">
                <span>{does}</span>
                <span>
                  <span className="font-medium text-foreground/90">Receives: </span>
                  {gets}
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <p>
          YouTube and Vimeo are not our processors: they host the videos players link to, and receive a
          request from your browser only when you press play.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Passwords are hashed with Argon2id, sessions and e-mailed links are stored only as hashes, sign-in
        attempts are limited, and every request is checked against who may see what before anything is sent.
        We never sell or rent personal data, and we share it only with{' '}
        <LegalLink to="#processors">the services that run Rinkside</LegalLink> (e-mail delivery, file storage
        and, for paid plans, Stripe).
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        When this notice changes, we publish a new version here with a new effective date. To ask about your
        data or a child’s profile, or to request anything you cannot do yourself, write to{' '}
        <LegalLink to={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</LegalLink>. See also our{' '}
        <LegalLink to={PATHS.terms}>Terms of Service</LegalLink>.
      </p>
    ),
  },
];

/** /privacy: the Privacy Notice in force (version and date in common/terms.ts). */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Notice"
      intro={
        <p>
          What Rinkside collects about players, families, recruiters and organizations, especially players
          under 17, who can see it, and how to take it with you or delete it.
        </p>
      }
      sections={SECTIONS}
      related={{ label: 'Terms of Service', to: PATHS.terms }}
    />
  );
}
