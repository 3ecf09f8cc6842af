/** Client routes that code links to (spec 1 §2). Route parameters are filled by the helpers. */
export const PATHS = {
  home: '/',
  login: '/login',
  signup: '/signup',
  register: '/register',
  pricing: '/pricing',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profileSetup: '/profile-setup',
  search: '/search',
  playerProfile: '/player/profile',
  createPlayerProfile: '/create-player-profile',
  parentDashboard: '/parent/dashboard',
  parentActivity: '/parent/activity',
  recruiterDashboard: '/recruiter/dashboard',
  recruiterSearch: '/recruiter/search',
  recruiterLists: '/recruiter/lists',
  orgDashboard: '/org/dashboard',
  orgRoster: '/org/roster',
  orgSettings: '/org/settings',
  orgVerification: '/org/verification',
  adminOrganizations: '/admin/organizations',
  adminDashboard: '/admin/dashboard',
  adminTiers: '/admin/tiers',
  adminMessageReports: '/admin/message-reports',
  adminNcaaPrograms: '/admin/ncaa-programs',
  devOutbox: '/dev/outbox',
  terms: '/terms',
  privacy: '/privacy',
  howRecruitingWorks: '/how-recruiting-works',
  account: '/account',
  messages: '/messages',
} as const;

export const pathTo = {
  publicPlayer: (slug: string) => `/player/${encodeURIComponent(slug)}`,
  parentPlayer: (id: string) => `/parent/player/${encodeURIComponent(id)}`,
  recruiterList: (listId: string) => `/recruiter/lists/${encodeURIComponent(listId)}`,
  adminUser: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
  publicOrg: (slug: string) => `/org/${encodeURIComponent(slug)}`,
  rosterPlayer: (playerId: string) => `/org/roster/${encodeURIComponent(playerId)}`,
  approveProfile: (token: string) => `/approve-profile/${encodeURIComponent(token)}`,
  /** The forgot-password screen, with the address the person already typed (if any) filled in. */
  forgotPassword: (email?: string) =>
    email?.trim() ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : '/forgot-password',
};

/** A path of this site as a full address, for copying and sharing (in the browser only). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
