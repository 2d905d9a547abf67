export * from './queues.ts';
export * from './rooms.ts';
export * from './socket-events.ts';
export * from './call-logs.ts';
export * from './auth.ts';
