/**
 * The team module's face (decision 101): accepting an invitation, as the web's page form does.
 */
export { createInvitationAcceptance, invitationLimits } from './team.routes.ts';
