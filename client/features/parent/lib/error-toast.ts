import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';

/** Spec 2 §8: failures are destructive toasts titled 'Error'; the server's reason follows when it has one. */
export function showErrorToast(fallback: string, error?: unknown): void {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({
    title: 'Error',
    description: reason && reason !== fallback ? `${fallback}. ${reason}` : fallback,
    variant: 'destructive',
  });
}
