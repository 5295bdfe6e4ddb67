import React, {lazy, Suspense, useEffect, useState} from 'react';
import {whenIdle} from '@site/src/lib/idle';
import {onToastRequested} from '@site/src/lib/toast';
import {TIMING} from '@site/src/data/constants';
import {TOASTER_UI} from '@site/src/data/ui';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

type Props = {theme: 'light' | 'dark'; id?: string};

const Toaster = lazy(() => import('sonner').then(({Toaster: SonnerToaster}) => ({default: SonnerToaster})));

/**
 * The toast region, mounted once the page is idle after
 * hydration so that sonner stays out of the first load; a toast asked for
 * sooner mounts it at once.
 */
export default function SiteToaster({theme, id}: Props) {
  const [mounted, setMounted] = useState(false);
  const copy = useLocalized(TOASTER_UI);
  useEffect(() => {
    const mount = () => setMounted(true);
    const cancelIdle = whenIdle(mount);
    const stopListening = onToastRequested(mount);
    return () => {
      cancelIdle();
      stopListening();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        id={id}
        theme={theme}
        position="bottom-right"
        visibleToasts={TIMING.toastLimit}
        duration={TIMING.toastDurationMs}
        closeButton
        containerAriaLabel={copy.regionLabel}
        toastOptions={{closeButtonAriaLabel: copy.closeLabel}}
        richColors
      />
    </Suspense>
  );
}
