/** Escapes text for an XML property list. */
function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** A stable UUID-shaped identifier derived from text (profiles must keep their identity between downloads). */
function stableUuid(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < seed.length; i++) {
    h1 = Math.imul(h1 ^ seed.charCodeAt(i), 16777619) >>> 0;
    h2 = Math.imul(h2 ^ seed.charCodeAt(i), 2246822519) >>> 0;
  }
  const hex = (h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0')).repeat(2);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/** An iOS configuration profile with one web clip: the site opens full screen from the home screen. */
export function buildWebClipProfile(url: string, label: string): string {
  const id = `site.meridian.webclip.${new URL(url).hostname}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${xml(label)}</string>
      <key>URL</key><string>${xml(url)}</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>PayloadIdentifier</key><string>${xml(id)}.clip</string>
      <key>PayloadUUID</key><string>${stableUuid(`${id}.clip`)}</string>
      <key>PayloadDisplayName</key><string>${xml(label)}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${xml(label)}</string>
  <key>PayloadDescription</key><string>${xml(`Adds ${label} to your home screen.`)}</string>
  <key>PayloadIdentifier</key><string>${xml(id)}</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${stableUuid(id)}</string>
  <key>PayloadVersion</key><integer>1</integer>
  <key>PayloadRemovalDisallowed</key><false/>
</dict>
</plist>
`;
}
