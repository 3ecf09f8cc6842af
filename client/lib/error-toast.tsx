import type { ReactNode } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, getErrorMessage } from '#client/lib/api-client.ts';

/**
 * Statuses whose server message helps the person fix the request (validation, plan limits, files, an
 * expired link). 5xx details stay in the log, and a 404 only says "not found".
 */
const EXPLAINED = new Set([400, 403, 409, 410, 413, 415, 429]);

/**
 * The second line of an error toast: a string given by the caller, or the server's reason for a refusal
 * it explains. Nothing when the reason would repeat the catalogue text.
 */
export function errorToastDetail(text: string, errorOrDetail?: unknown): string | undefined {
  if (typeof errorOrDetail === 'string')
    return errorOrDetail && errorOrDetail !== text ? errorOrDetail : undefined;
  if (!(errorOrDetail instanceof ApiError) || !EXPLAINED.has(errorOrDetail.status)) return undefined;
  const reason = errorOrDetail.serverMessage;
  return reason && reason !== text ? reason : undefined;
}

/**
 * Spec 2 §8: a failure is a destructive toast titled 'Error' with the catalogue's text. When the server
 * explains the refusal (a limit, a rejected link), its reason follows on a second line; a string is
 * such a reason given by the caller. A few screens title their failure themselves ('Login Failed').
 */
export function showErrorToast(
  text: string,
  errorOrDetail?: unknown,
  { title = 'Error' }: { title?: string } = {},
) {
  toast({
    title,
    description: withDetail(text, errorToastDetail(text, errorOrDetail)),
    variant: 'destructive',
  });
}

/**
 * A failed action's toast under its own title ('Rating not saved'): the server's message when it gives one,
 * else 'Please try again.'. The one body of the screens' onError handlers.
 */
export function showFailureToast(title: string, error: unknown) {
  showErrorToast(getErrorMessage(error, 'Please try again.'), undefined, { title });
}

/** A toast description: the text, and a detail (such as the server's reason) on a second line. */
export function withDetail(text: string, detail?: string): ReactNode {
  if (!detail) return text;
  return (
    <>
      <span className="block">{text}</span>
      <span className="mt-1 block opacity-90">{detail}</span>
    </>
  );
}
