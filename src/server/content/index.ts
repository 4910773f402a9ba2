/**
 * The content domain: announcements and the help centre. Other folders import it only through
 * this file (decision 019).
 */

export { createAnnouncement, listAnnouncements, type NewAnnouncement, popupAnnouncements } from './announcements.ts';
export { listHelpItems } from './help-center.ts';
