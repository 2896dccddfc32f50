/**
 * Toasts (spec §8: errors 3 s; samples 2 s). The toaster is a plain object, so non-React code (the api client)
 * can raise toasts; <AppToaster/> renders them.
 */
import { createToaster } from '@chakra-ui/react';
import { ERROR_TOAST_MS } from '@common/limits';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

type TNotifyOptions = { duration?: number; id?: string };

function show(type: 'error' | 'success' | 'warning' | 'info', message: string, opts: TNotifyOptions = {}): void {
  // Same id = same toast: ten failing requests show one message, not ten.
  const id = opts.id ?? `${type}:${message}`;
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, title: message, duration: opts.duration ?? (type === 'error' ? ERROR_TOAST_MS : 2000), closable: true });
}

export const notify = {
  error: (message: string, opts?: TNotifyOptions) => show('error', message, opts),
  success: (message: string, opts?: TNotifyOptions) => show('success', message, opts),
  warning: (message: string, opts?: TNotifyOptions) => show('warning', message, opts),
  info: (message: string, opts?: TNotifyOptions) => show('info', message, opts),
};
