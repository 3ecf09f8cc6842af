import { TriangleAlertIcon } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { removeAllToasts, useToast } from './use-toast.ts';

/** The toasts on screen, with Radix's toast primitives (loaded after the first render by Toaster). */
export function ToastList() {
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEscapeReachesLayersBelow(toasts.length > 0, viewport);
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
      <ToastViewport ref={viewport} />
    </ToastProvider>
  );
}

/**
 * Escape closes the dialog or menu the person is in at the first press, whatever toasts are showing
 * (D238). Radix makes each toast a dismissable layer, and only the newest layer hears Escape: a toast
 * shown while a dialog or menu was open took the Escape (and, while it faded out, the next ones too).
 * So an Escape pressed outside the toasts first takes every toast off the screen, synchronously, in the
 * window's capture phase, before Radix's own listener on the document runs: the dialog or menu is then
 * the newest layer again and closes on this same press. An Escape in a focused toast (F8) stays Radix's.
 */
function useEscapeReachesLayersBelow(showing: boolean, viewport: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    if (!showing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Node && viewport.current?.contains(event.target)) return;
      flushSync(removeAllToasts);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [showing, viewport]);
}
