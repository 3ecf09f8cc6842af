import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '#common/api/index.ts';
import type { LoginInput, RegisterInput, SessionUser } from '#common/contracts/auth.ts';
import { callApi } from './api.ts';
import { isSessionQuery, type MutationMeta, readSession, SESSION_QUERY_KEY } from './query-client.ts';

export { isSessionQuery, SESSION_QUERY_KEY };

interface AuthContextValue {
  user: SessionUser | null;
  /** True until the first session read has finished. */
  isLoading: boolean;
  /** Resolves to the refetched session user, or null when the session check failed afterwards. */
  loginMutation: UseMutationResult<SessionUser | null, Error, LoginInput>;
  registerMutation: UseMutationResult<SessionUser | null, Error, RegisterInput>;
  /** Logs out, goes to / (spec 1 §2) and then refetches the session. */
  logoutMutation: UseMutationResult<void, Error, void>;
  /** Forgets every cached answer but the session read: one person's data is never shown to the next. */
  dropCachedData: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // Spec 1 §4: 401 means signed out; never retried nor refreshed on focus. Any other failure (the API
  // is down, or absent as in `vite preview`) also leaves the visitor signed out so public pages render.
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: readSession,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const user = session.data ?? null;
  const isLoading = session.isPending;

  const dropCachedData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) }),
    [queryClient],
  );

  const refetchSession = async (): Promise<SessionUser | null> => {
    try {
      return await queryClient.fetchQuery({
        queryKey: SESSION_QUERY_KEY,
        queryFn: readSession,
        staleTime: 0,
      });
    } catch {
      return null;
    }
  };

  const loginMutation = useMutation<SessionUser | null, Error, LoginInput>({
    mutationFn: async (input) => {
      await callApi(api.auth.login, { body: input });
      dropCachedData();
      return refetchSession();
    },
    meta: { ignoreUnauthorized: true } satisfies MutationMeta,
  });

  const registerMutation = useMutation<SessionUser | null, Error, RegisterInput>({
    mutationFn: async (input) => {
      await callApi(api.auth.register, { body: input });
      dropCachedData();
      return refetchSession();
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await callApi(api.auth.logout, { body: {} });
    },
    onSuccess: async () => {
      // Logout goes to / (spec 1 §2), not to /login. RequireRole does not send anyone to /login while a
      // navigation is under way, so the private page being left stays quiet until / has rendered.
      await navigate('/', { flushSync: true });
      dropCachedData();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await refetchSession();
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, loginMutation, registerMutation, logoutMutation, dropCachedData }),
    [user, isLoading, loginMutation, registerMutation, logoutMutation, dropCachedData],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
