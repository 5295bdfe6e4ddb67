/*
 * The framework files the patches (patches/) reach through bundler aliases, typed as we use them. Their
 * packages' exports maps hide them from TypeScript; these declarations stand in, so the code that
 * imports them needs no comment that silences the type checker. Each mirrors the file's own .d.ts in the framework's package.
 */

/** Core's client `docusaurus.js` (window.docusaurus): prefetch and preload a route's chunks. */
declare module '@lean-client/core-docusaurus' {
  const docusaurus: {
    prefetch: (routePath: string) => false | Promise<unknown>;
    preload: (routePath: string) => false | Promise<unknown>;
  };
  export default docusaurus;
}

/** Core's client `preload.js`: loads the chunks of the routes matching a path. */
declare module '@lean-client/core-preload' {
  export default function preload(routePath: string): Promise<void[]>;
}

/** theme-common's `lib/utils/reactUtils.js`, as its own reactUtils.d.ts declares it. */
declare module '@lean-client/theme-common-react-utils' {
  import type {ComponentType, ReactNode} from 'react';
  export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T;
  export function usePrevious<T>(value: T): T | undefined;
  export class ReactContextError extends Error {
    constructor(providerName: string, additionalInfo?: string);
  }
  export function useShallowMemoObject<O extends object>(obj: O): O;
  export function composeProviders(
    providers: ComponentType<{children: ReactNode}>[],
  ): ComponentType<{children: ReactNode}>;
}
