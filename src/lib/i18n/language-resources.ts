/**
 * The language resource list (spec §1): every code the text resources know, with its own name.
 * A language is offered on the site only when locales/<code>/ exists (see messages.ts).
 */
export interface LanguageResource {
  code: string;
  /** Spec code (upper case) as the platform API uses it. */
  apiCode: string;
  label: string;
  labelNameEn: string;
  /** BCP 47 tag for number and date formatting. */
  tag: string;
}

const L = (code: string, label: string, labelNameEn: string, tag: string, apiCode = code.toUpperCase()): LanguageResource => ({
  code,
  apiCode,
  label,
  labelNameEn,
  tag,
});

export const LANGUAGE_RESOURCES: readonly LanguageResource[] = [
  L('bn', 'বাংলা', 'Bengali', 'bn-BD'),
  L('en', 'English', 'English', 'en-GB'),
  L('cn', '简体中文', 'Chinese (Simplified)', 'zh-CN'),
  L('tw', '繁體中文', 'Chinese (Traditional)', 'zh-TW'),
  L('ja', '日本語', 'Japanese', 'ja-JP'),
  L('ko', '한국어', 'Korean', 'ko-KR'),
  L('th', 'ไทย', 'Thai', 'th-TH'),
  L('vi', 'Tiếng Việt', 'Vietnamese', 'vi-VN'),
  L('my', 'မြန်မာ', 'Burmese', 'my-MM'),
  L('km', 'ខ្មែរ', 'Khmer', 'km-KH'),
  L('lo', 'ລາວ', 'Lao', 'lo-LA'),
  L('ms', 'Bahasa Melayu', 'Malay', 'ms-MY'),
  L('id', 'Bahasa Indonesia', 'Indonesian', 'id-ID'),
  L('tl', 'Filipino', 'Filipino', 'fil-PH'),
  L('hi', 'हिन्दी', 'Hindi', 'hi-IN'),
  L('ta', 'தமிழ்', 'Tamil', 'ta-IN'),
  L('te', 'తెలుగు', 'Telugu', 'te-IN'),
  L('mr', 'मराठी', 'Marathi', 'mr-IN'),
  L('gu', 'ગુજરાતી', 'Gujarati', 'gu-IN'),
  L('kn', 'ಕನ್ನಡ', 'Kannada', 'kn-IN'),
  L('ml', 'മലയാളം', 'Malayalam', 'ml-IN'),
  L('pa', 'ਪੰਜਾਬੀ', 'Punjabi', 'pa-IN'),
  L('ur', 'اردو', 'Urdu', 'ur-PK'),
  L('ne', 'नेपाली', 'Nepali', 'ne-NP'),
  L('si', 'සිංහල', 'Sinhala', 'si-LK'),
  L('ar', 'العربية', 'Arabic', 'ar'),
  L('fa', 'فارسی', 'Persian', 'fa-IR'),
  L('tr', 'Türkçe', 'Turkish', 'tr-TR'),
  L('ru', 'Русский', 'Russian', 'ru-RU'),
  L('uz', 'Oʻzbek', 'Uzbek', 'uz-UZ'),
  L('kk', 'Қазақ', 'Kazakh', 'kk-KZ'),
  L('mn', 'Монгол', 'Mongolian', 'mn-MN'),
  L('es', 'Español', 'Spanish', 'es-ES'),
  L('pt', 'Português', 'Portuguese', 'pt-BR'),
  L('fr', 'Français', 'French', 'fr-FR'),
  L('de', 'Deutsch', 'German', 'de-DE'),
  L('it', 'Italiano', 'Italian', 'it-IT'),
  L('sw', 'Kiswahili', 'Swahili', 'sw-KE'),
];

export function languageResource(code: string): LanguageResource {
  return LANGUAGE_RESOURCES.find((l) => l.code === code) ?? (LANGUAGE_RESOURCES[0] as LanguageResource);
}
