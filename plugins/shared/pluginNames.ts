/** Names under which Docusaurus reports the official content plugins' loaded content (allContentLoaded). */
export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
