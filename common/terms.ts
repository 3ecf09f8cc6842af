/**
 * The Terms of Service and Privacy Notice in force. One constant for the pages, the
 * sign-up form and the server: registration records the version agreed to, and refuses any other.
 * Changing the wording of either page means a new version and a new effective date.
 */
export const TERMS_VERSION = '1.1';

/** The date the current version took effect, as shown at the top of both pages. */
export const TERMS_EFFECTIVE_DATE = 'November 28, 2026';

export const TERMS_REQUIRED_MESSAGE = 'You must agree to the Terms of Service and Privacy Notice';

export const TERMS_OUTDATED_MESSAGE = `The Terms of Service and Privacy Notice have changed. Reload the page and agree to the current version (${TERMS_VERSION}).`;

/** Where people write about their data, a child's profile or these documents. */
export const LEGAL_CONTACT_EMAIL = 'privacy@rinkside.app';
