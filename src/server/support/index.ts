/**
 * Customer service (docs/support.md): the live chat (visitors and members, queues, agents,
 * messages with images, marks, typing, tickets when offline, ratings and transcripts), canned
 * replies and metrics, and members' feedback. Internal messages belong to `content` (DESIGN.md's
 * owner table), which every domain may reach. Other domains and the routes import only this file.
 */
export * from './errors.ts';
// The player's side: access by cookie or session, staffed hours, the queue, starting, messages, images, ending.
export * from './chat-access.ts';
export * from './chat-hours.ts';
export * from './chat-queue.ts';
export * from './chat-views.ts';
export * from './chat-start.ts';
export * from './chat-messages.ts';
export * from './chat-files.ts';
export * from './chat-player.ts';
// The staff side: availability and presence, assignment, take-over, transfer, closing; canned replies; metrics.
export * from './chat-agents.ts';
export * from './chat-assign.ts';
export * from './chat-staff.ts';
export * from './canned.ts';
export * from './metrics.ts';
// Feedback.
export * from './feedback.ts';
// Scheduled work: assignment and idle closing.
export * from './jobs.ts';
