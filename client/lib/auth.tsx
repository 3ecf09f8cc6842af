import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import type { LoginInput, RegisterInput, SessionUser } from '#common/contracts/auth.ts';
import { isPublicPath } from '#common/roles.ts';
import { apiRequest, getQueryFn } from './api-client.ts';
import { type MutationMeta, SESSION_QUERY_KEY } from './query-client.ts';

export { SESSION_QUERY_KEY };

interface AuthContextValue {
  user: SessionUser | null;
  /** True until the first session read has finished. */
  isLoading: boolean;
  /** Resolves to the refetched session user, or null when the session check failed afterwards. */
  loginMutation: UseMutationResult<SessionUser | null, Error, LoginInput>;
  registerMutation: UseMutationResult<SessionUser | null, Error, RegisterInput>;
  /** Logs out, goes to / (spec 1 §2) and then refetches the session. */
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Route `handle` of the catch-all route: an unknown address shows Page Not Found, signed in or not. */
export interface RouteHandle {
  notFound?: boolean;
}

/**
 * Whether the current screen needs a session: every path that is not public (spec 1 §2), except an
 * unknown address, which shows Page Not Found instead of sending the visitor to /login.
 */
export function useRequiresSession(): boolean {
  const { pathname } = useLocation();
  const matches = useMatches();
  const isUnknown = matches.some((match) => (match.handle as RouteHandle | undefined)?.notFound);
  return !isUnknown && !isPublicPath(pathname);
}

const sessionQueryFn = getQueryFn<SessionUser>({ on401: 'returnNull' });

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const requiresSession = useRequiresSession();

  // Spec 1 §4: 401 means signed out; never retried nor refreshed on focus. Any other failure (the API
  // is down, or absent as in `vite preview`) also leaves the visitor signed out so public pages render.
  const session = useQuery<SessionUser | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: sessionQueryFn,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const user = session.data ?? null;
  /** Set while logout moves to /; see logoutMutation. */
  const isLeavingRef = useRef(false);
  const isLoading = session.isPending;

  /** Data of one person must never be shown to the next: drop everything but the session read. */
  const dropCachedData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] }),
    [queryClient],
  );

  const refetchSession = async (): Promise<SessionUser | null> => {
    try {
      return await queryClient.fetchQuery<SessionUser | null>({
        queryKey: SESSION_QUERY_KEY,
        queryFn: sessionQueryFn,
        staleTime: 0,
      });
    } catch {
      return null;
    }
  };

  const loginMutation = useMutation<SessionUser | null, Error, LoginInput>({
    mutationFn: async (input) => {
      await apiRequest('POST', '/api/auth/login', input);
      dropCachedData();
      return refetchSession();
    },
    meta: { ignoreUnauthorized: true } satisfies MutationMeta,
  });

  const registerMutation = useMutation<SessionUser | null, Error, RegisterInput>({
    mutationFn: async (input) => {
      await apiRequest('POST', '/api/auth/register', input);
      dropCachedData();
      return refetchSession();
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout', {});
    },
    onSuccess: async () => {
      // Logout goes to / (spec 1 §2), not to /login: the private page being left must not trigger the
      // signed-out redirect below while the router (which renders in a transition) catches up.
      isLeavingRef.current = true;
      await navigate('/', { flushSync: true });
      dropCachedData();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await refetchSession();
    },
  });

  // Spec 1 §4: once loading has finished, no user on a private path clears all cached data and goes to /login.
  useEffect(() => {
    if (!requiresSession) {
      isLeavingRef.current = false;
      return;
    }
    if (isLoading || user || isLeavingRef.current) return;
    dropCachedData();
    navigate('/login', { replace: true });
  }, [isLoading, user, requiresSession, navigate, dropCachedData]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, loginMutation, registerMutation, logoutMutation }),
    [user, isLoading, loginMutation, registerMutation, logoutMutation],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
