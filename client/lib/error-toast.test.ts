import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorToastDetail } from './error-toast.tsx';

const TEXT = 'Failed to record consent. Please try again.';
const apiError = (status: number, message: string) =>
  new ApiError(status, '', JSON.stringify({ message, code: 'X' }));

describe('error toast detail', () => {
  it('a 4xx the server explains adds its reason as the second line', () => {
    expect(errorToastDetail(TEXT, apiError(403, 'Only a linked parent may consent'))).toBe(
      'Only a linked parent may consent',
    );
    expect(errorToastDetail(TEXT, apiError(410, 'This approval link has expired'))).toBe(
      'This approval link has expired',
    );
  });

  it('a 5xx, a 404 or a network failure shows the catalogue text alone', () => {
    expect(errorToastDetail(TEXT, apiError(500, 'Internal Server Error'))).toBeUndefined();
    expect(errorToastDetail(TEXT, apiError(404, 'Player not found'))).toBeUndefined();
    expect(errorToastDetail(TEXT, new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorToastDetail(TEXT)).toBeUndefined();
  });

  it('a reason equal to the catalogue text is not repeated; a caller string is used as given', () => {
    expect(errorToastDetail(TEXT, apiError(400, TEXT))).toBeUndefined();
    expect(errorToastDetail(TEXT, 'Check the e-mail address')).toBe('Check the e-mail address');
  });
});
