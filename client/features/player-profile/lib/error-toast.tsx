import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';

/** Statuses whose server message helps the person fix the request (validation, plan limits, files). */
const EXPLAINED = new Set([400, 403, 409, 413, 415, 429]);

/**
 * Spec 2 §8: a failure is a destructive toast titled 'Error' with the catalogue's text. When the server
 * explains the refusal (a limit, a rejected link), its reason follows on a second line; a string is
 * such a reason given by the caller.
 */
export function showErrorToast(text: string, errorOrDetail?: unknown) {
  const detail =
    typeof errorOrDetail === 'string'
      ? errorOrDetail
      : errorOrDetail instanceof ApiError &&
          EXPLAINED.has(errorOrDetail.status) &&
          errorOrDetail.serverMessage !== text
        ? errorOrDetail.serverMessage
        : undefined;
  toast({
    title: 'Error',
    description: detail ? (
      <>
        <span className="block">{text}</span>
        <span className="mt-1 block opacity-90">{detail}</span>
      </>
    ) : (
      text
    ),
    variant: 'destructive',
  });
}
