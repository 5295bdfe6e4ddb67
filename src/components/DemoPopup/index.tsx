import React, {Suspense, lazy, useEffect, useState} from 'react';
import {browserStorage, schedulePopup} from '@site/src/lib/popupSchedule';

// The dialog and its form load only when the popup is due, never with the page.
const DemoPopupDialog = lazy(() => import('./Dialog'));

/** The demo popup: shown 60 s after load unless dismissed in the last 24 hours. */
export default function DemoPopup() {
  const [open, setOpen] = useState(false);
  useEffect(() => schedulePopup(() => setOpen(true), {storage: browserStorage()}), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DemoPopupDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
