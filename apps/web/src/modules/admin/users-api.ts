// The calls of the users page (`/api/v1/users`, docs/http-api.md) and their query keys.
import type { UserAction, UserRow } from '@mars/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../data/api-client';

/** One row of `GET /api/v1/users` (the domain's one shape of a user). */
export type { UserRow };

export type UsersQuery = {
  q?: string;
  role?: string;
  status?: string;
  sort?: string;
  limit: number;
  offset: number;
};

export const USERS_QUERY_KEY = ['users'] as const;

export function listUsers(query: UsersQuery) {
  return api.list<UserRow>('users', query);
}

export function saveUser(id: string, body: Record<string, unknown>) {
  return api.upsert<UserRow>('users', id, body);
}

/** Runs an account step; refreshes the list after it. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, password }: { id: string; action: UserAction; password?: string }) =>
      api.request<UserRow>(
        'POST',
        `/users/${encodeURIComponent(id)}/${action}`,
        password === undefined ? undefined : { password },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
