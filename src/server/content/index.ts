/**
 * The content domain: announcements and the help centre. Other folders import it only through
 * this file (decision 019).
 */

export { ANNOUNCEMENT_TYPES, type AnnouncementType, createAnnouncement, listAnnouncements, type NewAnnouncement, popupAnnouncements } from './announcements.ts';
export { type ContentRequest, createOnce, RequestIdReused } from './content-requests.ts';
export { listHelpItems } from './help-center.ts';
export { createHelpItem, createHelpItemOnce, getHelpItem, type HelpItemInput, type HelpItemRecord, listStoredHelpItems, publishedHelpItems, updateHelpItem } from './help-items.ts';
export {
  createNotice,
  createNoticeOnce,
  deleteNotice,
  getNotice,
  listNotices,
  NOTICE_LANGUAGES,
  type NoticeInput,
  type NoticeLanguage,
  type NoticeQuery,
  type NoticeRecord,
  type NoticeStatus,
  noticeStatus,
  updateNotice,
} from './notices.ts';
export { sanitizeRichText } from './sanitize.ts';
export { insertMessageIn, insertMessages, listMessages, markRead, type Message, type MessageKind, notifyMessages, sendMessage, unreadCount } from './messages.ts';
