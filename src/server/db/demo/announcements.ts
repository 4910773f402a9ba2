import type { NewAnnouncement } from '#server/content/index.ts';

type Item = Pick<NewAnnouncement, 'type' | 'title' | 'content' | 'popup' | 'imageUrl' | 'linkUrl'>;

const en: Item[] = [
  { type: 'PU', popup: true, title: 'Welcome to Meridian', content: '<p>Deposits in Bangladeshi taka are now credited within minutes. Set a <strong>deposit limit</strong> any time from the Responsible Gaming page.</p>' },
  { type: 'B', title: 'Scheduled maintenance on Tuesday', content: '<p>Our platform will be upgraded on Tuesday from 02:00 to 03:00 (Dhaka time). Balances and open rounds are safe; games may be unavailable during the window.</p>', imageUrl: '/images/banners/maintenance.svg' },
  { type: 'B', title: 'New slot studio: Jade Spin', content: '<p>Jade Spin joins the slots lobby with five-reel games, free spins and a published paytable for every game.</p>', imageUrl: '/images/banners/jade-spin.svg', linkUrl: '/rng?page=JADE_SLOT' },
  { type: 'B', title: 'Verify every round yourself', content: '<p>House games are <strong>provably fair</strong>: see the hash of the server seed before you play and check any round on the verification page.</p>', imageUrl: '/images/banners/provably-fair.svg' },
  { type: 'B', title: 'Bank transfer deposits', content: '<p>Include the reference shown on the deposit page with your transfer so we can credit it quickly.</p>' },
  { type: 'B', title: 'Withdrawal confirmation', content: '<p>After a withdrawal is paid out, please confirm whether you received the full amount. Unconfirmed withdrawals count as received after the stated time.</p>' },
  { type: 'B', title: 'Protect your account', content: '<p>We will never ask for your password. Turn on a second factor in the security centre and use a password you do not use elsewhere.</p>' },
  { type: 'B', title: 'Roulette around the clock', content: '<p>Meridian Roulette and VIP Roulette are open day and night. Each table shows its chips and limits before you bet.</p>', linkUrl: '/live' },
  { type: 'B', title: 'Agent programme', content: '<p>Invite players, build a team and earn wages under a clear contract. Apply from the Affiliates page.</p>' },
  { type: 'B', title: 'Customer service in Bengali', content: '<p>Write to support@meridian.example in Bengali or English; we aim to answer every email within 24 hours.</p>' },
  { type: 'B', title: 'Meridian on your home screen', content: '<p>Add Meridian to your phone’s home screen from the browser, or install the lite profile on iOS. The download page shows how.</p>', linkUrl: '/down' },
  { type: 'B', title: 'Responsible gaming tools', content: '<p>Deposit limits, reality checks, time-outs and self-exclusion are available to every member.</p>' },
  { type: 'B', title: 'Updated privacy policy', content: '<p>We have clarified how long we keep account records. Read the updated Privacy Policy at the foot of any page.</p>' },
  { type: 'PR', title: 'Try before you deposit', content: '<p>Every slot with a Free trial button can be played with play money first, no deposit needed. Real-money play starts when you are ready.</p>', linkUrl: '/rng' },
  { type: 'H', title: 'Questions? The help centre answers most of them, and support@meridian.example the rest.', content: '<p>Questions? The help centre answers most of them, and support@meridian.example the rest.</p>' },
  { type: 'PL', title: 'Your feedback counts', content: '<p>Tell us what to improve: write to support@meridian.example.</p>' },
];

const bn: Item[] = [
  { type: 'PU', popup: true, title: 'মেরিডিয়ানে স্বাগতম', content: '<p>বাংলাদেশি টাকায় জমা এখন কয়েক মিনিটের মধ্যে যোগ হয়। দায়িত্বশীল গেমিং পাতা থেকে যেকোনো সময় <strong>জমার সীমা</strong> ঠিক করুন।</p>' },
  { type: 'B', title: 'মঙ্গলবার নির্ধারিত রক্ষণাবেক্ষণ', content: '<p>মঙ্গলবার রাত ০২:০০ থেকে ০৩:০০ (ঢাকা সময়) পর্যন্ত প্ল্যাটফর্ম হালনাগাদ করা হবে। ব্যালেন্স ও চলমান রাউন্ড নিরাপদ থাকবে; এই সময়ে গেম বন্ধ থাকতে পারে।</p>', imageUrl: '/images/banners/maintenance.svg' },
  { type: 'B', title: 'নতুন স্লট স্টুডিও: জেড স্পিন', content: '<p>পাঁচ রিলের গেম, ফ্রি স্পিন আর প্রতিটি গেমের প্রকাশিত পে-টেবিল নিয়ে জেড স্পিন এখন স্লট লবিতে।</p>', imageUrl: '/images/banners/jade-spin.svg', linkUrl: '/rng?page=JADE_SLOT' },
  { type: 'B', title: 'প্রতিটি রাউন্ড নিজেই যাচাই করুন', content: '<p>হাউস গেমগুলো <strong>প্রমাণযোগ্যভাবে ন্যায্য</strong>: খেলার আগে সার্ভার সিডের হ্যাশ দেখুন এবং যাচাই পাতায় যেকোনো রাউন্ড মিলিয়ে নিন।</p>', imageUrl: '/images/banners/provably-fair.svg' },
  { type: 'B', title: 'ব্যাংক ট্রান্সফারে জমা', content: '<p>দ্রুত জমা পেতে ট্রান্সফারের সঙ্গে জমার পাতায় দেখানো রেফারেন্সটি লিখুন।</p>' },
  { type: 'B', title: 'উত্তোলন প্রাপ্তি নিশ্চিতকরণ', content: '<p>উত্তোলন পরিশোধের পর পুরো টাকা পেয়েছেন কি না তা নিশ্চিত করুন। নির্ধারিত সময়ের মধ্যে নিশ্চিত না করলে তা প্রাপ্ত বলে গণ্য হবে।</p>' },
  { type: 'B', title: 'আপনার অ্যাকাউন্ট সুরক্ষিত রাখুন', content: '<p>আমরা কখনো আপনার পাসওয়ার্ড চাইব না। নিরাপত্তা কেন্দ্রে দ্বিতীয় ধাপের যাচাই চালু করুন এবং অন্য কোথাও ব্যবহার করেননি এমন পাসওয়ার্ড দিন।</p>' },
  { type: 'B', title: 'চব্বিশ ঘণ্টা রুলেট', content: '<p>মেরিডিয়ান রুলেট ও ভিআইপি রুলেট দিনরাত খোলা। বাজি ধরার আগে প্রতিটি টেবিল তার চিপ ও সীমা দেখায়।</p>', linkUrl: '/live' },
  { type: 'B', title: 'এজেন্ট প্রোগ্রাম', content: '<p>খেলোয়াড় আমন্ত্রণ জানান, দল গড়ুন এবং স্পষ্ট চুক্তিতে মজুরি আয় করুন। অ্যাফিলিয়েট পাতা থেকে আবেদন করুন।</p>' },
  { type: 'B', title: 'বাংলায় গ্রাহকসেবা', content: '<p>বাংলা বা ইংরেজিতে support@meridian.example ঠিকানায় লিখুন; আমরা ২৪ ঘণ্টার মধ্যে প্রতিটি ইমেইলের উত্তর দেওয়ার চেষ্টা করি।</p>' },
  { type: 'B', title: 'হোম স্ক্রিনে মেরিডিয়ান', content: '<p>ব্রাউজার থেকে ফোনের হোম স্ক্রিনে মেরিডিয়ান যোগ করুন, অথবা আইওএসে লাইট প্রোফাইল ইনস্টল করুন। কীভাবে করবেন তা ডাউনলোড পাতায় দেখানো আছে।</p>', linkUrl: '/down' },
  { type: 'B', title: 'দায়িত্বশীল গেমিংয়ের সরঞ্জাম', content: '<p>জমার সীমা, রিয়েলিটি চেক, বিরতি এবং স্ব-বর্জন প্রত্যেক সদস্যের জন্য চালু আছে।</p>' },
  { type: 'B', title: 'হালনাগাদ গোপনীয়তা নীতি', content: '<p>অ্যাকাউন্টের তথ্য কত দিন রাখা হয় তা আমরা আরও স্পষ্ট করেছি। যেকোনো পাতার নিচে হালনাগাদ গোপনীয়তা নীতি পড়ুন।</p>' },
  { type: 'PR', title: 'জমার আগে খেলে দেখুন', content: '<p>ফ্রি ট্রায়াল বোতাম আছে এমন প্রতিটি স্লট আগে খেলার টাকায় খেলে দেখা যায়, জমা লাগে না। প্রস্তুত হলে আসল টাকায় খেলুন।</p>', linkUrl: '/rng' },
  { type: 'H', title: 'প্রশ্ন আছে? বেশিরভাগের উত্তর সহায়তা কেন্দ্রে, বাকিগুলোর জন্য support@meridian.example।', content: '<p>প্রশ্ন আছে? বেশিরভাগের উত্তর সহায়তা কেন্দ্রে, বাকিগুলোর জন্য support@meridian.example।</p>' },
  { type: 'PL', title: 'আপনার মতামত গুরুত্বপূর্ণ', content: '<p>কী উন্নত করা উচিত তা support@meridian.example ঠিকানায় লিখে জানান।</p>' },
];

/**
 * Demo announcements per language; later items are older (published one day apart). The two lists
 * are the same notices in the same order: the seed links item i of each into one notice.
 */
export const ANNOUNCEMENTS: { en: Item[]; bn: Item[] } = { en, bn };
