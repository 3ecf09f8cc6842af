/** Pages that open a profile remember where they were, so its Back link returns there (spec 3 §2). */
export const PROFILE_REFERRER_KEY = 'profileReferrer';

export function storeProfileReferrer(path: string): void {
  try {
    sessionStorage.setItem(PROFILE_REFERRER_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the profile then falls back to its default Back link.
  }
}
