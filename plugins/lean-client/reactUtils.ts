/**
 * theme-common's React helpers (lib/utils/reactUtils.js), with useShallowMemoObject sorting its keys
 * by code unit instead of `localeCompare`. The first `localeCompare` of a page loads ICU's collation
 * data: a 57 ms task on a slow phone, paid on every Help Center guide (the mobile sidebar's navbar
 * filler) and by every code block (useMutationObserver), to sort two or three ASCII keys whose order
 * only has to be stable. The patch's module points theme-common's own imports of the file here.
 * Patch "react-utils-sort" (plugins/lean-client/patches/react-utils-sort.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
import {useMemo} from 'react';
import {byKey} from './byKey';

export * from '@lean-client/theme-common-react-utils';

/** The same object as the last render while its keys and values are the same (theme-common's contract). */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the object's sorted entries are its dependencies (theme-common's contract)
  return useMemo(() => obj, deps.flat());
}
