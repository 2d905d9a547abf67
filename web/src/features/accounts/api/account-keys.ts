export const accountKeys = {
  applications: ['admin', 'applications'] as const,
  users: ['admin', 'users'] as const,
};
