import { TriangleAlertIcon } from 'lucide-react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { useToast } from './use-toast.ts';

/** The toasts on screen, with Radix's toast primitives (loaded after the first render by Toaster). */
export function ToastList() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          {variant === 'destructive' ? (
            <span className="mt-0.5 shrink-0 dark:text-destructive [&_svg]:size-5">
              <TriangleAlertIcon />
            </span>
          ) : null}
          <div className="grid flex-1 gap-1" data-radix-toast-announce-exclude="">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
