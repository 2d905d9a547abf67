import { z } from 'zod';

/** The landing page's 'Schedule a Demo' form (spec §2, §5); bounds match the demo_requests table. */
export const createDemoRequestBody = z.object({
  name: z.string().trim().min(1, 'Full name is required.').max(200, 'Full name must be at most 200 characters.'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid e-mail address.' }).max(320)),
  hotel: z.string().trim().min(1, 'Hotel name is required.').max(200, 'Hotel name must be at most 200 characters.'),
  message: z.string().trim().min(1, 'Message is required.').max(5000, 'Message must be at most 5,000 characters.'),
});
export type CreateDemoRequestBody = z.infer<typeof createDemoRequestBody>;

/** A guest's review (spec §3, §9): an integer rating 1 to 5 and optional feedback. */
export const createReviewBody = z.object({
  hotelId: z.guid({ message: 'Hotel id must be a UUID.' }),
  rating: z
    .number({ message: 'Rating must be a number.' })
    .int('Rating must be a whole number.')
    .min(1, 'Rating must be between 1 and 5.')
    .max(5, 'Rating must be between 1 and 5.'),
  feedback: z.string().trim().max(5000, 'Feedback must be at most 5,000 characters.').optional().default(''),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** What the review page may know about a hotel: nothing beyond its name and Google place id. */
export interface PublicHotel {
  hotelId: string;
  name: string;
  googlePlaceId: string;
}

/** Settings the public pages read at run time. */
export interface PublicConfig {
  tryPhoneNumber: string;
  /** Where the landing page's demo player loads its audio: the api proxy or the bundled recording. */
  demoAudioUrl: string;
  demoAudioProxied: boolean;
}
