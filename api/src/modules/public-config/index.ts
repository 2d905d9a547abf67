/**
 * The public config's face (decision 101): what the web's pages are told of the site.
 */
export { publicConfigOf } from './public-config.ts';
