import {compileHintBanner} from '../compileHint';
import {PROPOSALS, type Patch} from '../patch';

// In the browser's build only: under `npm start` the hint had the browser compile the whole unminified
// bundle at once on each load.
const patch: Patch = {
  summary: "V8's compile hint opens every script of the browser's build, so its functions compile off the main thread",
  kind: 'speed',
  replaces: {},
  upstream: `${PROPOSALS}#compile-hint`,
  client: ({bundler}) => ({plugins: [compileHintBanner(bundler.BannerPlugin, bundler.Compilation)]}),
};
export default patch;
