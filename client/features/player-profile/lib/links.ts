/** Spec 2 §2: Manage Approvals and Manage Parents open the co-parent area of the parent dashboard. */
export const MANAGE_PARENTS_PATH = '/parent/dashboard?tab=coparents';
export const PRICING_PATH = '/pricing';
