import {useEffect, useState} from 'react';
import {whenIdle} from './idle';

/**
 * False until every image of `sources` has loaded or failed, then true. The loading starts once the
 * browser is idle: starting the home page's logos' decoding took 8 ms of main thread (unthrottled),
 * inside the task that mounts the page's sections while it hydrates. Pass a list that
 * keeps its identity (a module constant): a new list starts the loading again.
 */
export function useImagesReady(sources: readonly string[]): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      const loads = sources.map((src) => {
        const image = new Image();
        image.src = src;
        return image.decode();
      });
      void Promise.allSettled(loads).then(() => live && setReady(true));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [sources]);
  return ready;
}
