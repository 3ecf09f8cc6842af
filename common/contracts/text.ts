/** PostgreSQL text cannot hold NUL characters: inputs refuse them rather than fail in the database. */
export const hasNoNul = (s: string) => !s.includes('\u0000');
