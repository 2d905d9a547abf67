/** Socket.IO room names, built in one place. */
export const rooms = {
  hotel: (hotelId: string) => `hotel:${hotelId}`,
  admins: () => 'admins',
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
};
