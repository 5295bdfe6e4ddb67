export {default} from '@theme/BlogListPage';
