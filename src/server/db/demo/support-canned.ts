/**
 * The demo's canned replies for the customer-service desk, in Bengali and English: a greeting,
 * checking a deposit, withdrawal times and a closing line. Seeded once with the demo.
 */
import type { AppContext } from '#server/app-context.ts';
import { createCanned } from '#server/support/index.ts';

const REPLIES = [
  { language: 'bn', sort: 10, title: 'শুভেচ্ছা', body: 'নমস্কার! মেরিডিয়ান গ্রাহক সেবায় আপনাকে স্বাগতম। আমি কীভাবে সাহায্য করতে পারি?' },
  { language: 'bn', sort: 20, title: 'ডিপোজিট যাচাই', body: 'ধন্যবাদ, আমি আপনার ডিপোজিটটি এখনই যাচাই করছি। অনুগ্রহ করে এক মিনিট অপেক্ষা করুন।' },
  { language: 'bn', sort: 30, title: 'উত্তোলনের সময়', body: 'অনুমোদিত উত্তোলন সাধারণত ৩০ মিনিট থেকে ২৪ ঘণ্টার মধ্যে আপনার ব্যাংক বা ওয়ালেটে পৌঁছে যায়।' },
  { language: 'bn', sort: 40, title: 'বিদায়', body: 'আর কিছু জানার থাকলে যেকোনো সময় আমাদের লিখুন। আপনার দিনটি শুভ হোক!' },
  { language: 'en', sort: 10, title: 'Greeting', body: 'Hello! Welcome to Meridian customer service. How can I help you today?' },
  { language: 'en', sort: 20, title: 'Checking your deposit', body: 'Thank you, I am checking your deposit now. Please give me a minute.' },
  { language: 'en', sort: 30, title: 'Withdrawal times', body: 'Approved withdrawals usually reach your bank or wallet within 30 minutes to 24 hours.' },
  { language: 'en', sort: 40, title: 'Closing', body: 'If there is anything else, write to us any time. Have a good day!' },
] as const;

export async function seedDemoSupportCanned(app: AppContext, now = Date.now()): Promise<void> {
  const any = await app.db.selectFrom('chat_canned_replies').select('id').limit(1).executeTakeFirst();
  if (any) return;
  for (const r of REPLIES) await createCanned(app.db, null, r, now);
}
