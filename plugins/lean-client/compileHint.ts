/**
 * V8's explicit compile hint (Chrome 136+): a script that opens with this comment has every function
 * compiled while it streams in, on a background thread. Without it V8 only pre-parses each module's
 * function and compiles it on the main thread when the module is first required, inside the task
 * that evaluates the bundle: in a 6x profile of `/`, half of `main`'s evaluation (37–49 ms of 87–101)
 * was that compiling, and a route chunk's evaluation was a long task of its own (docs-engineering/performance.md).
 * Browsers without the hint read a comment.
 * Patch "compile-hint" (plugins/lean-client/patches/compile-hint.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The compile hint on every script of the browser's build, added after minifying (which drops comments) and before content hashing. */
export function compileHintBanner<T>(
  BannerPlugin: new (options: {banner: string; raw: boolean; test: RegExp; stage: number}) => T,
  stages: {PROCESS_ASSETS_STAGE_DEV_TOOLING: number},
): T {
  return new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: stages.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}
