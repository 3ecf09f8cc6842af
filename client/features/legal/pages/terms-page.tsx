import { PATHS } from '#client/lib/paths.ts';
import { LEGAL_CONTACT_EMAIL } from '#common/terms.ts';
import { LegalDocument, LegalLink, LegalList, type LegalSection } from '../components/legal-document.tsx';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-for',
    title: 'Who Rinkside is for',
    body: (
      <>
        <p>
          Rinkside is a showcase and recruiting service for ice hockey. Players (or their parents) build a
          profile with their teams, stats, highlights and schedule; recruiters search profiles and keep lists;
          clubs, teams and schools manage their rosters.
        </p>
        <LegalList>
          <li>Players 17 and older can sign up and publish their own profile.</li>
          <li>
            Players from 13 to 16 can sign up themselves, but their profile stays private until a parent or
            guardian approves it.
          </li>
          <li>
            Players under 13 cannot have an account. A parent or guardian creates and manages their profile
            from a parent account.
          </li>
          <li>
            Recruiter and organization accounts are set up by a Rinkside administrator; they cannot be chosen
            at sign-up.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <LegalList>
        <li>One account is for one person. Use your real name and an e-mail address you can read.</li>
        <li>Keep your password to yourself. If you think someone else has used your account, change it.</li>
        <li>
          When you sign up you agree to these Terms and to the{' '}
          <LegalLink to={PATHS.privacy}>Privacy Notice</LegalLink>. We record which version you agreed to and
          when.
        </li>
      </LegalList>
    ),
  },
  {
    id: 'parents',
    title: 'Parents and guardians',
    body: (
      <>
        <p>
          By creating a child’s profile, approving a profile your child started, or accepting an invitation to
          co-manage one, you confirm that you are the child’s parent or legal guardian. You agree to these
          Terms and the Privacy Notice on your child’s behalf, and you decide what the profile shows.
        </p>
        <p>
          A child’s profile is visible to others only after a parent has given consent. You can withdraw
          consent, export the profile’s data or delete the profile at any time (see the{' '}
          <LegalLink to={`${PATHS.privacy}#your-choices`}>Privacy Notice</LegalLink>).
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'What you post',
    body: (
      <>
        <p>
          You keep ownership of what you add: profile details, stats, photos, video links and notes. You give
          Rinkside permission to store it and show it to the people described in the Privacy Notice, only to
          run the service.
        </p>
        <LegalList>
          <li>Post only true information: real teams, seasons, stats and measurements.</li>
          <li>Post only photos and videos you have the right to share, and nobody else’s private details.</li>
          <li>
            Never put a phone number, e-mail or home address in a bio, caption or note about a player under
            17. Recruiters reach minors through their parents.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'recruiters',
    title: 'Recruiters and organizations',
    body: (
      <LegalList>
        <li>Use profiles only to scout, recruit and run your program, never to sell or publish the data.</li>
        <li>Contact a player under 17 through their parent or guardian.</li>
        <li>
          Your lists and notes are private to you. Do not copy profiles in bulk or share them outside your
          organization.
        </li>
        <li>Organization staff keep their roster current and end sponsorships that no longer apply.</li>
      </LegalList>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'What is not allowed',
    body: (
      <LegalList>
        <li>Harassing, threatening or impersonating anyone.</li>
        <li>Creating an account for someone else, or a player account for a child under 13.</li>
        <li>Scraping, automated bulk access, or trying to get around privacy settings or limits.</li>
        <li>
          Probing our security. If you find a weakness, tell us at{' '}
          <LegalLink to={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</LegalLink> instead.
        </li>
      </LegalList>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and payments',
    body: (
      <>
        <p>
          The Locker Room plan is free. Paid plans (Warm-Up, First Line and All-Star) add features such as
          highlight clips, more upcoming events and analytics, billed monthly or yearly as shown on the{' '}
          <LegalLink to={PATHS.pricing}>pricing page</LegalLink>.
        </p>
        <p>
          Card payments are handled by our payment processor, Stripe. Rinkside never sees or stores your card
          number. If a paid plan ends, the profile stays and the paid features stop.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Suspension and closing an account',
    body: (
      <p>
        We may suspend an account that breaks these Terms or puts a player at risk; a suspended account is
        signed out everywhere at once. You can delete your own account at any time, and a parent can delete a
        child’s profile. What deletion removes is described in the Privacy Notice.
      </p>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'What we do not promise',
    body: (
      <p>
        Rinkside helps players get seen; it does not promise a roster spot, a scholarship or contact from any
        recruiter. Players and parents enter their own information, and we cannot check every stat. We work to
        keep the service running and safe, but it is provided as it is, and we are not liable for decisions
        others make based on a profile.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        When these Terms change, we publish a new version here with a new effective date; the version number
        at the top is the one new accounts agree to. Questions about these Terms:{' '}
        <LegalLink to={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</LegalLink>.
      </p>
    ),
  },
];

/** /terms: the Terms of Service in force (version and date in common/terms.ts). */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          The rules for using Rinkside, written plainly. They apply to players, parents, recruiters and
          organizations alike.
        </p>
      }
      sections={SECTIONS}
      related={{ label: 'Privacy Notice', to: PATHS.privacy }}
    />
  );
}
