export {default} from '@theme/BlogPostPage';
