import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The recruiter's own profile: organization, website, program division and side. */
export function useRecruiterProfile(enabled = true) {
  return useApiQuery(api.messaging.recruiterProfile.get, {}, { enabled });
}
