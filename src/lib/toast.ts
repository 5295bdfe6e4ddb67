import type {ExternalToast} from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

/**
 * sonner, loaded the first time a toast is shown. Evaluating sonner injects
 * its stylesheet, which restyles the whole document: on a phone that is a
 * long task at hydration, paid on every page although most visits never see
 * a toast. Toasts created before the site's Toaster mounts are shown when it
 * does (sonner replays them to a late subscriber).
 */
const loadSonner = () => import('sonner');

const requestListeners = new Set<() => void>();

/** Calls `listener` when a toast is first asked for, so the site's toast region can mount at once. */
export function onToastRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function show(kind: Kind, title: string, options?: ExternalToast): Promise<void> {
  for (const listener of requestListeners) listener();
  return loadSonner().then(({toast}) => {
    if (kind === 'message') toast(title, options);
    else toast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  warning: (title: string, options?: ExternalToast) => show('warning', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};
