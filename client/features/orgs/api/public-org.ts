import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The public page of an organization (/org/{slug}): the program and its visible active roster. */
export function usePublicOrganization(slug: string | undefined) {
  return useApiQuery(api.orgs.bySlug, slug ? { params: { slug } } : skipToken, { retry: false });
}
