import type {Plugin} from '@docusaurus/types';

export default function functionsDevProxyPlugin(): Plugin {
  return {name: 'functions-dev-proxy'};
}
