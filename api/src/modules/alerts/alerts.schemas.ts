import { z } from 'zod';

export const markReadBody = z.object({ notificationIds: z.array(z.uuid()).min(1).max(200).optional() }).strict();

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(400) });

export const digestSettingBody = z.object({ enabled: z.boolean() }).strict();

export const notificationsQuery = z.object({ cursor: z.string().min(1).max(200).optional() }).strict();
