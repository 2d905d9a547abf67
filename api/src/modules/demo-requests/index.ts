/**
 * The demo requests' face (decision 101): the limit the web's demo form shares with the api route.
 */
export { demoRequestLimit } from './demo-requests.routes.ts';
